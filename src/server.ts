import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { paraglideMiddleware } from './paraglide/server'
import './lib/i18n/locale-strategy'
import { handleRequest } from './server/http/pipeline.server'
import { serveGeneratedPage } from './server/static/fast-path.server'
import { getStaticGenerator, setPageRenderer } from './server/static/generator.server'

const startFetch = createStartHandler(defaultStreamHandler)

// the static generator renders anonymous pages through the app itself, outside any visitor's request
setPageRenderer((request) => paraglideMiddleware(request, ({ request: localized }) => startFetch(localized)))
// generation starts with the server, not with the first visitor
void getStaticGenerator()

export default createServerEntry({
  fetch: (request, options) =>
    serveGeneratedPage(request) ??
    handleRequest(request, (next) => paraglideMiddleware(next, ({ request: localized }) => startFetch(localized, options))),
})
