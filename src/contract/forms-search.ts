import * as v from 'valibot'
import { defineEndpoint, defineUploadEndpoint } from './endpoint'
import { NumericId } from './shared'

export const formFieldTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const

export const FormField = v.object({
  id: v.number(),
  label: v.string(),
  slug: v.string(),
  field_type: v.union([v.picklist(formFieldTypes), v.literal('emailconfirm')]),
  required: v.boolean(),
  visible: v.boolean(),
  choices: v.string(),
  default: v.nullable(v.union([v.string(), v.array(v.string())])),
  placeholder_text: v.string(),
  help_text: v.string(),
  /** file fields: the kinds of file the field accepts (decided by content, not by name) */
  accept: v.optional(v.array(v.picklist(['image', 'pdf', 'audio', 'video', 'document']))),
})
export type FormField = v.InferOutput<typeof FormField>

export const FormDefinition = v.object({
  id: v.number(),
  title: v.string(),
  intro: v.string(),
  fields: v.array(FormField),
  /** the form's slug in the asked language and the thank-you text shown once an entry is stored */
  slug: v.optional(v.string()),
  success_text: v.optional(v.string()),
})
export type FormDefinition = v.InferOutput<typeof FormDefinition>

export const FieldValue = v.union([v.string(), v.array(v.string()), v.boolean(), v.null()])

export const formsSearchEndpoints = {
  form: defineEndpoint({ method: 'GET', path: '/{lang}/api/forms/{id}/', response: FormDefinition }),
  tempFile: defineUploadEndpoint({
    path: '/{lang}/api/temp-files/',
    response: v.object({ id: v.string(), name: v.string(), size: v.number() }),
  }),
  formEntry: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/forms-entries/',
    body: v.object({ form: NumericId, field_values: v.record(v.pipe(v.string(), v.maxLength(100)), FieldValue) }),
    response: v.object({ id: v.number(), message: v.string() }),
  }),
}
