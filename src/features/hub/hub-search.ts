import * as v from 'valibot'

/** `?lang=` of the hub's pages: German unless English is asked for; anything else falls back, never an error. */
export const HubSearch = v.object({ lang: v.fallback(v.optional(v.picklist(['de', 'en'])), undefined) })
