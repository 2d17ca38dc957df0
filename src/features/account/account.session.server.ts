import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/contract/shared'
import { getDb } from '~/server/db/client.server'
import { eq } from 'drizzle-orm'
import { sessions } from '~/server/db/schema'
import { expiredSessionCookies, getSessionUser, readSessionToken, sessionCookies, sessionIdOf } from '~/server/auth/session.server'
import { siteOrigin } from '~/lib/site-origin'
import { m } from '~/server/i18n.server'
import * as account from './account.server'
import { deleteAccount } from './account-data.server'
import type { AccountOverview, AccountSettings, ActionResult, DeleteAccountInput, PasswordInput, PreferencesInput, ProfileInput } from './account.shared'

/** The logged-in person of this request and their session token; null for an anonymous visitor. */
async function current(): Promise<{ userId: number; token: string } | null> {
  const request = getRequest()
  const token = readSessionToken(request)
  const db = await getDb()
  const user = await getSessionUser(db, token)
  if (!user || !token) return null
  // the account's own pages keep "last active" of the session list current
  await db.update(sessions).set({ lastSeen: new Date() }).where(eq(sessions.id, sessionIdOf(token)))
  return { userId: user.id, token }
}

const expired = (lang: Locale): ActionResult => ({ ok: false, message: m.account_session_expired({}, { locale: lang }) })

export async function overview(lang: Locale): Promise<AccountOverview | null> {
  const who = await current()
  return who ? account.accountOverview(await getDb(), who.userId, lang) : null
}

export async function settings(): Promise<AccountSettings | null> {
  const who = await current()
  return who ? account.accountSettings(await getDb(), who.userId, who.token) : null
}

export async function saveProfile(input: ProfileInput): Promise<ActionResult> {
  const who = await current()
  if (!who) return expired(input.lang)
  return account.updateProfile(await getDb(), who.userId, input, siteOrigin())
}

export async function savePassword(input: PasswordInput): Promise<ActionResult> {
  const who = await current()
  if (!who) return expired(input.lang)
  const request = getRequest()
  const result = await account.changePassword(await getDb(), who.userId, input, request.headers.get('user-agent'))
  if (result.ok && result.token && result.maxAge) for (const cookie of sessionCookies(request, result.token, result.maxAge)) appendResponseHeader('set-cookie', cookie)
  return result.ok ? { ok: true, message: result.message } : result
}

export async function savePreferences(input: PreferencesInput): Promise<ActionResult> {
  const who = await current()
  if (!who) return expired(input.lang)
  return account.updatePreferences(await getDb(), who.userId, input)
}

export async function logoutEverywhere(lang: Locale): Promise<ActionResult> {
  const who = await current()
  if (!who) return expired(lang)
  return account.logoutOtherSessions(await getDb(), who.userId, who.token, lang)
}

export async function confirmEmail(token: string): Promise<boolean> {
  return account.confirmEmailChange(await getDb(), token)
}

/** Deletes the signed-in visitor's account (password confirmed) and ends this browser's session with it. */
export async function deleteOwnAccount(input: DeleteAccountInput): Promise<ActionResult> {
  const who = await current()
  if (!who) return expired(input.lang)
  const request = getRequest()
  const result = await deleteAccount(await getDb(), who.userId, input)
  if (result.ok) for (const cookie of expiredSessionCookies(request)) appendResponseHeader('set-cookie', cookie)
  return result
}
