import { createFileRoute } from '@tanstack/react-router'

/** The tickets of an order as a PDF, for the account that placed it (always a download, never cached). */
export const Route = createFileRoute('/$lang/user/orders/$number/tickets.pdf')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { orderTicketsResponse } = await import('~/features/account/order-tickets.server')
        return orderTicketsResponse(request, params.lang === 'en' ? 'en' : 'de', params.number)
      },
    },
  },
})
