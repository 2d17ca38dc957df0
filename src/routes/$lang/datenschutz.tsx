import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { LegalPage } from '~/features/chrome/LegalPage'
import { legalHead, loadLegalText } from '~/features/chrome/legal.route'

export const Route = createFileRoute('/$lang/datenschutz')({
  loader: ({ context }) => loadLegalText(context.queryClient, 'privacy', context.lang),
  head: ({ loaderData, matches }) => legalHead(loaderData?.title, m.title_privacy(), matches),
  component: () => <LegalPage kind="privacy" />,
})
