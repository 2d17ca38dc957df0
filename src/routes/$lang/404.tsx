import { createFileRoute, notFound } from '@tanstack/react-router'

/** /{lang}/404 is the not-found page itself: it answers 404. */
export const Route = createFileRoute('/$lang/404')({
  loader: () => {
    throw notFound({ data: { reason: 'route' } })
  },
})
