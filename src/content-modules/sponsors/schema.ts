import * as v from 'valibot'
import { anchorField, optionalText } from '../fields'

/** Sponsors and partners (module form model): a headline over the sponsors of the back office, grouped by level. */
export const SponsorsSchema = v.object({
  headline: optionalText,
  anchor: anchorField,
})
export type SponsorsData = v.InferOutput<typeof SponsorsSchema>
