import { eq, or } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { redirects } from '~/server/db/schema'
import type { RichText } from '~/server/db/rich-text'
import type { Translated } from '~/server/db/translated'
import { emptyRichText } from './rich-text-json'
import { m } from '~/server/i18n.server'
import { normalizeRedirectPath } from '~/features/site/site.server'

// What the back office's services share: their refusals, translated texts and the redirects a slug change leaves.

export type Both = { de: string; en: string }
export const both = (value: Both | null): Both => ({ de: value?.de ?? '', en: value?.en ?? '' })
/** an optional translated text: null when neither language has one */
export const optional = (value: Both): Both | null => (value.de || value.en ? value : null)

/** A translated rich text as stored: none when neither language has one, else an empty document for a missing language. */
export function richTextColumn(value: { de: RichText | null; en: RichText | null }): Translated<RichText> | null {
  return value.de || value.en ? { de: value.de ?? emptyRichText(), en: value.en ?? emptyRichText() } : null
}

export type Refusal = { ok: false; status: 404 | 409; message: string } | { ok: false; status: 400; message: string; errors: Record<string, string[]> }

export const notFound = (lang: Locale): Refusal => ({ ok: false, status: 404, message: m.error_route_not_found({}, { locale: lang }) })
export const invalid = (lang: Locale, errors: Record<string, string[]>): Refusal => ({ ok: false, status: 400, message: m.hub_check_fields({}, { locale: lang }), errors })

/** Field errors by the body's paths, as the API answers them. */
export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string[]> {
  const flat = v.flatten(issues)
  const errors: Record<string, string[]> = {}
  if (flat.root) errors.root = flat.root
  for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages) errors[key] = messages
  return errors
}

/** A new version stamp, even within the same millisecond as the last one. */
export const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1))

/**
 * Redirects from a record's old addresses to its new ones, per language whose address changed (never a chain or a
 * loop). Says whether it added any; the caller names `redirects` for regeneration and forgets the cached list.
 */
export async function redirectOldPaths(tx: Db, before: Both, after: Both): Promise<boolean> {
  let added = false
  for (const lang of ['de', 'en'] as const) {
    const oldPath = before[lang]
    const newPath = after[lang]
    if (oldPath === newPath) continue
    // the new address is a page again (a slug changed back), and older addresses lead straight to the new one
    await tx.delete(redirects).where(or(eq(redirects.oldPath, newPath), eq(redirects.oldPath, `${newPath}/`)))
    await tx.update(redirects).set({ newPath }).where(or(eq(redirects.newPath, oldPath), eq(redirects.newPath, `${oldPath}/`)))
    const existing = (await tx.select({ id: redirects.id, oldPath: redirects.oldPath }).from(redirects)).find((row) => normalizeRedirectPath(row.oldPath) === oldPath)
    if (existing) await tx.update(redirects).set({ newPath }).where(eq(redirects.id, existing.id))
    else await tx.insert(redirects).values({ oldPath, newPath })
    added = true
  }
  return added
}
