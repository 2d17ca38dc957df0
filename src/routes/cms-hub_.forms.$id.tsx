import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { parseRouteId } from '~/lib/route-params'
import { isDbId } from '~/contract/shared'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { getHubEntries } from '~/features/forms/hub/hub-forms.functions'
import { FormEntriesPage } from '~/features/forms/hub/FormEntriesPage'

export const Route = createFileRoute('/cms-hub_/forms/$id')({
  params: {
    // a part that is no id (`new`, `edit`) is the collection's screens' (decision 0039), not a form's entries
    parse: (params) => (isDbId(params.id) ? { id: parseRouteId(params.id) } : false),
    stringify: (params) => ({ id: String(params.id) }),
  },
  validateSearch: hubRoute.validateSearch,
  loaderDeps: hubRoute.loaderDeps,
  loader: async ({ context, deps, params }) => {
    await hubRoute.loader({ context, deps })
    const data = await getHubEntries({ data: { lang: deps.lang, id: params.id } })
    if (data === 'not-found') throw notFound()
    return { data, lang: deps.lang, bodyClass: '' }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData && loaderData.data !== 'forbidden' ? m.forms_hub_entries_of({ title: loaderData.data.form.title }) : m.forms_hub_title() }, { name: 'robots', content: 'noindex' }],
  }),
  component: function HubEntries() {
    const { data, lang } = Route.useLoaderData()
    // someone else sees the hub's login form; after it, the loader runs again and finds the entries
    const title = data === 'forbidden' ? m.forms_hub_title({}, { locale: lang }) : m.forms_hub_entries_of({ title: data.form.title }, { locale: lang })
    return (
      <HubPage lang={lang} section="forms" title={title}>
        {data === 'forbidden' ? <p>{m.forms_hub_forbidden({}, { locale: lang })}</p> : <FormEntriesPage data={data} lang={lang} />}
      </HubPage>
    )
  },
})
