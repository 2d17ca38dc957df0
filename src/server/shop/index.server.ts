import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { builtInBoxOffice } from './box-office.server'
import { holdLimitsFromEnvironment } from './hold-limits'
import { clientAddressKey } from '~/server/http/client-address.server'
import type { Clock } from './clock'
import type { TicketShop } from './ticket-shop'

/**
 * The ticket shops Foyer knows, by the name `FOYER_TICKET_SHOP` selects (default: the built-in box office). An
 * external ticketing system becomes one more entry here and an implementation of `TicketShop`; the widget, the
 * webshop screens and `POST /api/shop-cart/` stay as they are.
 */
const PROVIDER_NAMES = ['builtin'] as const
type ProviderName = (typeof PROVIDER_NAMES)[number]

const providers: Record<ProviderName, (db: Db, options: { now?: Clock }) => TicketShop> = {
  builtin: (db, options) => builtInBoxOffice(db, { ...options, limits: holdLimitsFromEnvironment(), address: clientAddressKey }),
}

const ProviderSetting = v.optional(v.picklist(PROVIDER_NAMES), 'builtin')

let selected: ProviderName | undefined

function providerName(): ProviderName {
  if (!selected) {
    const parsed = v.safeParse(ProviderSetting, process.env.FOYER_TICKET_SHOP || undefined)
    if (!parsed.success) throw new Error(`FOYER_TICKET_SHOP must be one of: ${PROVIDER_NAMES.join(', ')}`)
    selected = parsed.output
  }
  return selected
}

/** The configured ticket shop on this database. */
export function ticketShop(db: Db, options: { now?: Clock } = {}): TicketShop {
  return providers[providerName()](db, options)
}

export type { TicketShop } from './ticket-shop'
