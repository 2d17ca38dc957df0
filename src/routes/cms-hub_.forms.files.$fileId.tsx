import { createFileRoute } from '@tanstack/react-router'

/** An entry's attachment, for editors, always as a download (Content-Disposition: attachment). */
export const Route = createFileRoute('/cms-hub_/forms/files/$fileId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { entryFileResponse } = await import('~/features/forms/hub/hub-forms.server')
        return entryFileResponse(request, /^\d{1,10}$/.test(params.fileId) ? Number(params.fileId) : 0)
      },
    },
  },
})
