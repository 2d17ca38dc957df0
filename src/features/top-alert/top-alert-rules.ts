import type { TopAlert } from '~/contract/site'

/** Holds the id of the alert the visitor closed; a new alert (another id) shows again. */
export const TOP_ALERT_COOKIE = 'foyer_top_alert'
export const TOP_ALERT_COOKIE_MAX_AGE = 365 * 24 * 3600

/** The alert to show: the first entry, unless the visitor closed it or the menu drawer covers the page. */
export function visibleTopAlert(alerts: readonly TopAlert[] | undefined, dismissedId: string | null, drawerOpen: boolean): TopAlert | null {
  const alert = alerts?.[0]
  if (!alert || drawerOpen) return null
  return dismissedId === String(alert.id) ? null : alert
}
