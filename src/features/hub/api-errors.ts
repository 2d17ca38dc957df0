import * as v from 'valibot'
import { ApiError } from '~/contract/shared'
import { isContractError } from '~/contract/client'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'

export type WriteProblem = { message: string; fields: Record<string, string[]> }

/** What a failed write tells the editor: the server's text and its field errors, or a generic text. */
export function writeProblem(error: unknown, lang: Locale): WriteProblem {
  if (isContractError(error)) {
    const parsed = v.safeParse(ApiError, error.detail)
    if (parsed.success) return { message: parsed.output.detail, fields: parsed.output.errors ?? {} }
  }
  return { message: m.error_generic({}, { locale: lang }), fields: {} }
}
