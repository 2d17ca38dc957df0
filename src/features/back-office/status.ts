import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import type { EventStatus } from '~/server/db/values'

export function statusLabel(status: EventStatus, lang: Locale): string {
  const locale = { locale: lang }
  switch (status) {
    case 'scheduled':
      return m.backoffice_status_scheduled({}, locale)
    case 'cancelled':
      return m.backoffice_status_cancelled({}, locale)
    case 'rescheduled':
      return m.backoffice_status_rescheduled({}, locale)
    case 'soldout':
      return m.backoffice_status_soldout({}, locale)
    case 'postponed':
      return m.backoffice_status_postponed({}, locale)
  }
}
