import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { PRODUCTION_KINDS } from '~/server/db/values'
import type { ProductionKind } from '~/server/db/values'
import { formatDay } from '~/features/hub/format'

export const isProductionKind = (value: string): value is ProductionKind => PRODUCTION_KINDS.some((kind) => kind === value)

export function productionKindLabel(kind: ProductionKind, lang: Locale): string {
  const locale = { locale: lang }
  switch (kind) {
    case 'show':
      return m.backoffice_kind_show({}, locale)
    case 'exhibition':
      return m.backoffice_kind_exhibition({}, locale)
  }
}

/** A production's period as the editors read it (days in Berlin, the dates are days already). */
export function periodLabel(from: string | null, to: string | null, lang: Locale): string {
  const format = (day: string) => formatDay(day, lang)
  if (from && to) return `${format(from)} – ${format(to)}`
  if (from) return `${format(from)} –`
  if (to) return `– ${format(to)}`
  return '—'
}
