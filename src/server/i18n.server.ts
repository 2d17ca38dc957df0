// Server code passes the locale explicitly: API handlers and the pipeline run outside a page request.
export { m } from '~/paraglide/messages'
