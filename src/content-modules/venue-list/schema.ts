import * as v from 'valibot'
import { anchorField } from '../fields'
import { VenueSchema } from '../venue/schema'

export const VenueListSchema = v.object({
  anchor: anchorField,
})
export type VenueListData = v.InferOutput<typeof VenueListSchema>

/** Venue item: the same fields as the venue module (venue required, venue_obj resolved). */
export const VenueItemSchema = VenueSchema
export type VenueItemData = v.InferOutput<typeof VenueItemSchema>
