import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { paraglideMiddleware } from './paraglide/server'
import './lib/i18n/locale-strategy'
import { handleRequest } from './server/http/pipeline.server'

const startFetch = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch: (request, options) =>
    handleRequest(request, (next) => paraglideMiddleware(next, ({ request: localized }) => startFetch(localized, options))),
})
