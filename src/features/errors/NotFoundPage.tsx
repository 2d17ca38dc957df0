import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/visitor-api'
import { ErrorMessage } from './ErrorPage'

const NotFoundData = v.object({ reason: v.picklist(['page', 'route']) })

let documentChecked = false

/**
 * Whether this is the document the server answered with 404 (it logged the address itself): once per document, so a
 * later visit of the same address within the app, which the server never sees, is posted.
 */
function answeredByServerAs404(href: string): boolean {
  if (documentChecked) return false
  documentChecked = true
  const [entry] = performance.getEntriesByType('navigation')
  return entry instanceof PerformanceNavigationTiming && entry.name === href && entry.responseStatus === 404
}

/**
 * 404: a CMS page or record that does not exist says "404 Not Found"; an unknown route or a failed validation
 * says "This page could not be found". The missing URL is logged for the editors.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  const href = useRouterState({ select: (state) => state.location.href })
  const parsed = v.safeParse(NotFoundData, data)
  const reason = parsed.success ? parsed.output.reason : 'route'
  useEffect(() => {
    if (answeredByServerAs404(window.location.href)) return
    const url = window.location.pathname + window.location.search
    api.call('errorLog', { body: { url } }).catch((error: unknown) => console.warn('The missing page could not be logged', error))
  }, [href])
  return <ErrorMessage status={404} title={reason === 'page' ? m.error_not_found_title() : m.error_route_not_found()} />
}
