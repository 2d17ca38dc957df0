import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { isContractError } from '~/contract/client'
import type { MediaKindName } from '~/contract/media'

// What the library's screens share in the browser: query keys, the server's messages of a refused call, labels.

/** The filters an address can carry (`?tag=`, `?alt=missing` in the hub); the picker keeps them to itself. */
export type MediaFilters = { tag?: string; alt?: 'missing' }

type Lang = 'de' | 'en'

const ErrorAnswer = v.object({ detail: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))) })

/** The per-field (or per-row) messages of a refused call, keyed as the server keyed them. */
export function errorFields(error: unknown): Record<string, string> {
  if (!isContractError(error)) return {}
  const parsed = v.safeParse(ErrorAnswer, error.detail)
  if (!parsed.success || !parsed.output.errors) return {}
  return Object.fromEntries(Object.entries(parsed.output.errors).map(([key, messages]) => [key, messages.join(' ')]))
}

/** The server's message for a refused call, else a generic one in the editor's language. */
export function errorMessage(error: unknown, lang: Lang): string {
  if (isContractError(error)) {
    const parsed = v.safeParse(ErrorAnswer, error.detail)
    if (parsed.success) return parsed.output.detail
  }
  return m.media_error_generic({}, { locale: lang })
}

export function kindLabel(kind: MediaKindName, lang: Lang): string {
  const locale = { locale: lang }
  if (kind === 'image') return m.media_kind_image({}, locale)
  if (kind === 'video') return m.media_kind_video({}, locale)
  if (kind === 'audio') return m.media_kind_audio({}, locale)
  return m.media_kind_pdf({}, locale)
}

export const mediaKeys = {
  all: ['media-library'] as const,
  list: (lang: Lang, q: string, kind: MediaKindName | undefined, filters: MediaFilters, page: number) =>
    [...mediaKeys.all, 'list', lang, q, kind ?? 'all', filters.tag ?? '', filters.alt ?? '', page] as const,
  tags: (lang: Lang) => [...mediaKeys.all, 'tags', lang] as const,
  detail: (lang: Lang, id: number) => [...mediaKeys.all, 'detail', lang, id] as const,
}

