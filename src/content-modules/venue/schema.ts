import * as v from 'valibot'
import { optionalMediaUrl, optionalText, referenceId } from '../fields'

/** A venue as the server resolves it into `venue_obj`, in the page's language. */
export const VenueObjSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  street: optionalText,
  postcode: optionalText,
  city: optionalText,
  image: optionalMediaUrl,
  phone: optionalText,
  website: optionalText,
})
export type VenueObj = v.InferOutput<typeof VenueObjSchema>

/** Venue (module form model): venue required. */
export const VenueSchema = v.object({
  venue: referenceId,
  venue_obj: v.nullish(VenueObjSchema),
})
export type VenueData = v.InferOutput<typeof VenueSchema>
