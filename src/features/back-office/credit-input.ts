import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import { PERSON_CREDIT_KINDS } from '~/server/db/values'
import { fieldSchemas } from './field-schemas'

/** What one credit (a person in the cast or the team, with a role in both languages) may hold. */
export function creditFieldsSchema(lang: Locale) {
  const { text, both } = fieldSchemas(lang)
  return v.object({
    person_id: v.number(),
    kind: v.picklist(PERSON_CREDIT_KINDS),
    role: both(text(200, false)),
  })
}

export type CreditFields = v.InferOutput<ReturnType<typeof creditFieldsSchema>>
