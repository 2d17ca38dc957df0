import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { LegalPage } from '~/features/chrome/LegalPage'
import { legalHead, loadLegalText } from '~/features/chrome/legal.route'

export const Route = createFileRoute('/$lang/agb')({
  loader: ({ context }) => loadLegalText(context.queryClient, 'terms', context.lang),
  head: ({ loaderData, matches }) => legalHead(loaderData?.title, m.title_terms(), matches),
  component: () => <LegalPage kind="terms" />,
})
