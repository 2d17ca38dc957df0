import * as v from 'valibot'
import { defineEndpoint, defineUploadEndpoint } from './endpoint'
import { NullableString, NumericId, PageNumber, paged } from './shared'

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
})
export type FormField = v.InferOutput<typeof FormField>

export const FormDefinition = v.object({ id: v.number(), title: v.string(), intro: v.string(), fields: v.array(FormField) })
export type FormDefinition = v.InferOutput<typeof FormDefinition>

export const FieldValue = v.union([v.string(), v.array(v.string()), v.boolean(), v.null()])

export const SearchHit = v.object({ id: v.string(), type: v.string(), title: v.string(), url: v.string(), excerpt: NullableString, date: NullableString })
const SearchQuery = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))

export const formsSearchEndpoints = {
  form: defineEndpoint({ method: 'GET', path: '/{lang}/api/forms/{id}/', response: FormDefinition }),
  tempFile: defineUploadEndpoint({
    path: '/{lang}/api/temp-files/',
    response: v.object({ id: v.string(), name: v.string(), size: v.number() }),
  }),
  formEntry: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/forms-entries/',
    body: v.object({ form: NumericId, field_values: v.record(v.string(), FieldValue) }),
    response: v.object({ id: v.number(), message: v.string() }),
  }),
  autocomplete: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/autocomplete/',
    query: v.object({ query: SearchQuery }),
    response: v.object({ data: v.array(v.string()) }),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/',
    query: v.object({ query: SearchQuery }),
    response: v.object({ events: v.number(), others: v.number(), suggestion: NullableString }),
  }),
  searchEvents: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/events/',
    query: v.object({ query: SearchQuery, page: v.optional(PageNumber) }),
    response: paged(SearchHit),
  }),
  searchOthers: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/others/',
    query: v.object({ query: SearchQuery, page: v.optional(PageNumber) }),
    response: paged(SearchHit),
  }),
}
