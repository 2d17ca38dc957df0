import * as v from 'valibot'
import type { Locale } from '~/contract/shared'

const Lang = v.picklist(['de', 'en'])

export const ProfileInput = v.object({
  lang: Lang,
  firstName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
})
export type ProfileInput = v.InferOutput<typeof ProfileInput>

export const PasswordInput = v.object({
  lang: Lang,
  currentPassword: v.pipe(v.string(), v.maxLength(200)),
  newPassword: v.pipe(v.string(), v.maxLength(200)),
  repeatPassword: v.pipe(v.string(), v.maxLength(200)),
})
export type PasswordInput = v.InferOutput<typeof PasswordInput>

export const PreferencesInput = v.object({ lang: Lang, preferredLanguage: v.nullable(Lang), newsletterConsent: v.boolean() })
export type PreferencesInput = v.InferOutput<typeof PreferencesInput>

export const DeleteAccountInput = v.object({ lang: Lang, password: v.pipe(v.string(), v.maxLength(200)) })
export type DeleteAccountInput = v.InferOutput<typeof DeleteAccountInput>

export const LangInput = v.object({ lang: Lang })
export const TokenInput = v.object({ token: v.pipe(v.string(), v.maxLength(200)) })

export type ActionResult = { ok: true; message: string } | { ok: false; message: string; field?: string }

export interface AccountOrder {
  number: string
  createdAt: string
  total: string
  status: string
  tickets: number
  items: string[]
}

export interface AccountOverview {
  firstName: string
  lastName: string
  email: string
  pendingEmail: string | null
  orders: AccountOrder[]
  lang: 'de' | 'en'
}

export interface AccountSession {
  key: string
  current: boolean
  createdAt: string
  lastSeen: string
  userAgent: string | null
}

export interface AccountSettings {
  preferredLanguage: 'de' | 'en' | null
  newsletterConsent: boolean
  sessions: AccountSession[]
}

/** The download of "my data" (GDPR Art. 15, 20): field names in English, times in ISO 8601 (UTC). */
export interface AccountDataExport {
  exported_at: string
  profile: { email: string; username: string; first_name: string; last_name: string; pending_email: string | null; created_at: string; last_login_at: string | null }
  preferences: { preferred_language: 'de' | 'en' | null; newsletter_consent: boolean }
  sessions: { created_at: string; last_seen: string; expires_at: string; user_agent: string | null }[]
  orders: {
    number: string
    created_at: string
    status: string
    name: string
    email: string
    language: 'de' | 'en'
    total: string
    lines: { description: string; quantity: number; unit_amount: string }[]
  }[]
}

/** Where the signed-in visitor downloads their data (a GET: the browser saves the JSON as a file). */
export const accountExportPath = (lang: 'de' | 'en') => `/${lang}/user/data-export`

/** Where to go after logging in: only a path of this site, never another origin. */
export function safeNextPath(next: string | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || [...next].some((char) => char.charCodeAt(0) < 0x20)) return fallback
  return next
}

/** A short name for the browser of a session, from its user agent. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null
  const system = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null
  return [browser, system].filter(Boolean).join(' · ') || null
}

/** The tickets of an account's order as a PDF (`GET /{lang}/user/orders/{number}/tickets.pdf`). */
export function orderTicketsUrl(lang: Locale, number: string): string {
  return `/${lang}/user/orders/${encodeURIComponent(number)}/tickets.pdf`
}
