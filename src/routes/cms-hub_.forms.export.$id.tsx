import { createFileRoute } from '@tanstack/react-router'

/** A form's entries as CSV (semicolon-separated, UTF-8 with byte-order mark), for editors. */
export const Route = createFileRoute('/cms-hub_/forms/export/$id')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { entriesCsvResponse } = await import('~/features/forms/hub/hub-forms.server')
        const lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'de'
        return entriesCsvResponse(request, /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0, lang)
      },
    },
  },
})
