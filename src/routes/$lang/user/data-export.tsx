import { createFileRoute } from '@tanstack/react-router'

/** The signed-in visitor's data as a JSON download (GDPR Art. 15, 20); nobody else's, never cached. */
export const Route = createFileRoute('/$lang/user/data-export')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { accountExportResponse } = await import('~/features/account/account-export.server')
        return accountExportResponse(request)
      },
    },
  },
})
