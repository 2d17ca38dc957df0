import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { HtmlBlocks } from '~/features/hub/HtmlBlocks'

export const Route = createFileRoute('/cms-hub_/html-blocks')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await Promise.all([context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang)), context.queryClient.ensureQueryData(siteQueries.settings())])
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.hub_nav_html_blocks() }, { name: 'robots', content: 'noindex' }] }),
  component: function HtmlBlocksSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="html-blocks" title={m.hub_nav_html_blocks({}, { locale: lang })}>
        <HtmlBlocks lang={lang} />
      </HubPage>
    )
  },
})
