import * as v from 'valibot'
import { CartRequest } from '~/contract/programme'
import { DbId, LocaleSchema } from '~/contract/shared'

export const AddToCartInput = v.object({ lang: LocaleSchema, request: CartRequest })
export type AddToCartInput = v.InferOutput<typeof AddToCartInput>

export const AvailabilityInput = v.object({ shopEventId: DbId })
export type AvailabilityInput = v.InferOutput<typeof AvailabilityInput>

/** Free seats per seat group and timeslot, as the widget reads them. */
export interface SeatAvailability {
  seat_group: number
  block_id: number | null
  capacity: number
  available: number
}

/** Free seats for a price line: of its seat group, in the chosen timeslot (null: not known, e.g. an external shop). */
export function availableFor(availability: readonly SeatAvailability[] | undefined, seatGroup: number | null, blockId: number | null): number | null {
  if (!availability || seatGroup === null) return null
  const entry = availability.find((row) => row.seat_group === seatGroup && row.block_id === blockId)
  return entry ? entry.available : null
}

/** "noch 12 Plätze" shows when this few are left. */
export const FEW_SEATS_LEFT = 20
