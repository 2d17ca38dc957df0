import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { parseRouteId } from '~/lib/route-params'
import { getHubEntries } from '~/features/forms/hub/hub-forms.functions'
import { FormEntriesPage } from '~/features/forms/hub/FormEntriesPage'
import * as styles from '~/features/forms/hub/hub-forms.css'

const HubSearch = v.object({ lang: v.optional(v.picklist(['de', 'en'])) })

export const Route = createFileRoute('/cms-hub_/forms/$id')({
  params: {
    parse: (params) => ({ id: parseRouteId(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ deps, params }) => {
    const data = await getHubEntries({ data: { lang: deps.lang, id: params.id } })
    if (data === 'not-found') throw notFound()
    return { data, lang: deps.lang }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData && loaderData.data !== 'forbidden' ? m.forms_hub_entries_of({ title: loaderData.data.form.title }) : m.forms_hub_title() }, { name: 'robots', content: 'noindex' }],
  }),
  component: HubEntries,
})

function HubEntries() {
  const { data, lang } = Route.useLoaderData()
  if (data === 'forbidden') {
    return (
      <div className={styles.page}>
        <h1>{m.forms_hub_title({}, { locale: lang })}</h1>
        <p>{m.forms_hub_forbidden({}, { locale: lang })}</p>
      </div>
    )
  }
  return <FormEntriesPage data={data} lang={lang} />
}
