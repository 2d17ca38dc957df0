import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PreviewPageView } from '~/features/cms-pages/PreviewPage'
import { loadPreview } from '~/features/cms-pages/preview.route'

/** A preview link: a page's draft for reviewers without an account (never cached, never indexed). */
export const Route = createFileRoute('/$lang/preview/$token')({
  loader: ({ context, params }) => loadPreview(context.lang, params.token),
  // every visit asks the server: a revoked or expired link must stop at once, also within the app
  staleTime: 0,
  gcTime: 0,
  head: ({ loaderData, params }) => {
    const locale = { locale: params.lang === 'en' ? ('en' as const) : ('de' as const) }
    const title =
      loaderData?.state === 'open' ? m.preview_head_title({ title: loaderData.preview.page.title }, locale) : loaderData?.state === 'gone' ? m.preview_gone_title({}, locale) : m.preview_missing_title({}, locale)
    return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }] }
  },
  component: PreviewRoute,
})

function PreviewRoute() {
  const state = Route.useLoaderData()
  const { lang } = Route.useRouteContext()
  return <PreviewPageView lang={lang} state={state} />
}
