import * as v from 'valibot'
import { anchorField, optionalText } from '../fields'

export const QuoteSchema = v.object({
  content: optionalText,
  author: optionalText,
  anchor: anchorField,
})
export type QuoteData = v.InferOutput<typeof QuoteSchema>
