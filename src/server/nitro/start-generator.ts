import { definePlugin } from 'nitro'

/**
 * The app's server code loads with its first request. One internal request at start loads it, so the static
 * generator begins rendering with the server rather than with the first visitor.
 */
export default definePlugin((nitroApp) => {
  setTimeout(() => {
    Promise.resolve(nitroApp.fetch(new Request('http://localhost/api/csrf/'))).catch((error: unknown) => console.error('[static] start request failed', error))
  }, 0)
})
