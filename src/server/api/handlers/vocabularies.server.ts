import * as v from 'valibot'
import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { m } from '~/server/i18n.server'
import type { Locale } from '~/contract/shared'
import { VocabularyKindSchema } from '~/contract/vocabularies'
import type { VocabularyKind } from '~/contract/vocabularies'
import { createVocabularyEntry, deleteVocabularyEntry, listVocabulary, updateVocabularyEntry } from '~/features/back-office/vocabularies.server'
import type { VocabularyWriteResult } from '~/features/back-office/vocabularies.server'
import { requireEditor } from './access.server'
import { parseRouteIdParam } from './params'

/** The vocabulary a path names; an unknown one is no page (404). */
function kindOf(raw: string | undefined, lang: Locale): VocabularyKind {
  const parsed = v.safeParse(VocabularyKindSchema, raw)
  if (!parsed.success) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
  return parsed.output
}

function written(result: VocabularyWriteResult) {
  if (result.ok) return result.entry
  throw new HttpError(result.status, result.message, result.status === 400 ? result.errors : undefined)
}

export const vocabularyHandlers = defineHandlers({
  backOfficeVocabulary: async ({ db, lang, params, user }) => {
    await requireEditor(user, lang)
    return listVocabulary(db, lang, kindOf(params.kind, lang))
  },
  backOfficeVocabularyCreate: async ({ db, lang, params, body, user }) => {
    await requireEditor(user, lang)
    return written(await createVocabularyEntry(db, lang, kindOf(params.kind, lang), body))
  },
  backOfficeVocabularyUpdate: async ({ db, lang, params, body, user }) => {
    await requireEditor(user, lang)
    return written(await updateVocabularyEntry(db, lang, kindOf(params.kind, lang), parseRouteIdParam(params.id, lang), body))
  },
  backOfficeVocabularyDelete: async ({ db, lang, params, user }) => {
    await requireEditor(user, lang)
    const result = await deleteVocabularyEntry(db, lang, kindOf(params.kind, lang), parseRouteIdParam(params.id, lang))
    if (!result.ok) throw new HttpError(result.status, result.message)
    return { ok: true }
  },
})
