import * as v from 'valibot'
import { anchorField, requiredText, richTextField } from '../fields'

export const FaqSchema = v.object({
  anchor: anchorField,
})
export type FaqData = v.InferOutput<typeof FaqSchema>

/** FAQ item: the question (title) opens the answer; a question is needed to have something to open. */
export const FaqItemSchema = v.object({
  title: requiredText,
  content: v.nullish(richTextField),
})
export type FaqItemData = v.InferOutput<typeof FaqItemSchema>
