import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

/** Reads /html/{status}.html from the public folder; its style and body parts are shown on the error page. */
export const getCustomErrorHtml = createServerFn({ method: 'GET' })
  .validator(v.object({ status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)) }))
  .handler(async ({ data }) => {
    const { readCustomErrorHtml } = await import('./error-html.server')
    return readCustomErrorHtml(data.status)
  })
