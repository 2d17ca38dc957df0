import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { siteDescription, siteIdentityOf } from '~/features/site/identity.shared'
import { siteOriginOf } from '~/lib/site-origin'
import * as v from 'valibot'
import { isContractError } from '~/contract/client'
import { m } from '~/paraglide/messages'
import { notFoundOnInvalidSearch, parseRouteId } from '~/lib/route-params'
import { formQueries } from '~/features/forms/forms.queries'
import { getFormPageContext } from '~/features/forms/forms.functions'
import { FormPage } from '~/features/forms/FormPage'

// the router reads `?sent=1` as the number 1
const FormSearch = v.object({ sent: v.optional(v.union([v.literal(1), v.literal('1')])) })
const formUrl = (lang: string, slug: string | undefined, id: number) => `/${lang}/forms/${encodeURIComponent(slug ?? 'form')}/${id}`

export const Route = createFileRoute('/$lang/forms/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  validateSearch: FormSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ sent: search.sent !== undefined }),
  loader: async ({ context, params, deps }) => {
    const { queryClient, lang } = context
    const load = (locale: 'de' | 'en') =>
      queryClient.ensureQueryData(formQueries.definition(locale, params.id)).catch((error: unknown) => {
        if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
        throw error
      })
    const [form, other] = await Promise.all([load(lang), load(lang === 'de' ? 'en' : 'de')])
    if (form.slug && params.slug !== form.slug) throw redirect({ href: formUrl(lang, form.slug, form.id), statusCode: 301 })
    const pageContext = await getFormPageContext({ data: { formId: params.id } })
    return {
      form,
      lang,
      pageContext,
      sent: deps.sent,
      // form pages carry no CMS body class (spec platform.md §2)
      bodyClass: '',
      alternates: lang === 'de' ? { de: formUrl('de', form.slug, form.id), en: formUrl('en', other.slug, form.id) } : { de: formUrl('de', other.slug, form.id), en: formUrl('en', form.slug, form.id) },
    }
  },
  head: ({ loaderData, matches, params }) => ({
    meta: [
      { title: loaderData ? loaderData.form.title : m.title_form() },
      { name: 'description', content: loaderData?.form.intro || siteDescription(siteIdentityOf(matches), 'site', params.lang === 'en' ? 'en' : 'de', siteOriginOf(matches)) },
    ],
  }),
  server: {
    handlers: {
      // the form posted without JavaScript: stored and answered with the confirmation, or shown again with
      // the visitor's values and the errors at their fields
      POST: async ({ request, params, next }) => {
        const { handleNoJsPost, runWithNoJsSubmission } = await import('~/features/forms/form-submission.server')
        const { getDb } = await import('~/server/db/client.server')
        const lang = params.lang === 'en' ? 'en' : 'de'
        const id = Number(params.id)
        const outcome = await handleNoJsPost(await getDb(), request, lang, id)
        if (outcome.kind === 'not-found') return next()
        if (outcome.kind === 'stored') {
          const headers = new Headers(outcome.headers)
          headers.set('location', `${new URL(request.url).pathname}?sent=1`)
          headers.set('cache-control', 'no-store')
          return new Response(null, { status: 303, headers })
        }
        const { appendResponseHeader, setResponseStatus } = await import('@tanstack/react-start/server')
        for (const cookie of outcome.headers.getSetCookie()) appendResponseHeader('set-cookie', cookie)
        setResponseStatus(outcome.status)
        return runWithNoJsSubmission(outcome.submission, () => next())
      },
    },
  },
  component: FormRoute,
})

function FormRoute() {
  const { form, lang, pageContext, sent } = Route.useLoaderData()
  return <FormPage key={`${form.id}-${String(sent)}`} form={form} lang={lang} context={pageContext} sent={sent} />
}
