import * as v from 'valibot'
import { requiredText } from '../fields'

/** Form: an embedded HubSpot form by its id. */
export const FormSchema = v.object({
  hubspot_id: requiredText,
})
export type FormData = v.InferOutput<typeof FormSchema>
