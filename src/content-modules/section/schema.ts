import * as v from 'valibot'
import { SECTION_LAYOUTS } from '~/server/db/module-tree'
import { extraClassField, optionalMediaUrl } from '../fields'

/** Section: columns in one of the six layouts (by index: 100, 67-33, 33-67, 50-50, 33-33-33, 25-50-25). */
export const SectionSchema = v.object({
  extra_class: extraClassField,
  image: optionalMediaUrl,
  layout: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SECTION_LAYOUTS.length - 1, `The layout index must be 0 to ${SECTION_LAYOUTS.length - 1}.`)), 0),
})
export type SectionData = v.InferOutput<typeof SectionSchema>
