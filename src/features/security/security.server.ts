import { getRequest } from '@tanstack/react-start/server'
import { eq } from 'drizzle-orm'
import { getDb } from '~/server/db/client.server'
import type { Db } from '~/server/db/client.server'
import { siteSettings, users } from '~/server/db/schema'
import { getSessionUser, readSessionToken, changingAccount, isFreshlyAuthenticated } from '~/server/auth/session.server'
import type { SessionUser } from '~/server/auth/session.server'
import { beginTotpSetup, confirmTotpSetup, disableTotp, unusedRecoveryCodes } from '~/server/auth/totp.server'
import { AUDIT_PAGE_SIZE, listAudit, recordAudit, withAuditActor } from '~/server/audit/audit.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import { accountTag, forgetSessions } from '~/server/auth/session-cache.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { m } from '~/server/i18n.server'
import type { Locale } from '~/contract/shared'
import type { ActionAnswer } from '~/features/auth/auth.shared'
import { detailsText } from './security.shared'
import type { AuditPage, SecurityOverview, TotpSetupAnswer, TotpConfirmAnswer } from './security.shared'

async function signedInStaff(): Promise<{ db: Db; user: SessionUser } | null> {
  const db = await getDb()
  const user = await getSessionUser(db, readSessionToken(getRequest()))
  return user?.isStaff ? { db, user } : null
}

function asActor<T>(user: SessionUser, run: () => Promise<T>): Promise<T> {
  return withAuditActor({ id: user.id, email: user.email, address: clientAddressKey() }, run)
}

export async function securityOverview(): Promise<SecurityOverview | null> {
  const staff = await signedInStaff()
  if (!staff) return null
  const [settings] = await staff.db.select({ required: siteSettings.requireStaffTotp }).from(siteSettings).where(eq(siteSettings.id, 1))
  return {
    totpEnabled: staff.user.hasTotp,
    recoveryCodesLeft: staff.user.hasTotp ? await unusedRecoveryCodes(staff.db, staff.user.id) : 0,
    required: settings?.required === true,
    administrator: staff.user.isAdministrator,
  }
}

export async function startTotpSetup(lang: Locale): Promise<TotpSetupAnswer> {
  const staff = await signedInStaff()
  if (!staff) return { ok: false, message: m.error_unauthorized({}, { locale: lang }) }
  const setup = await beginTotpSetup(staff.db, staff.user.id)
  if (!setup) return { ok: false, message: m.totp_already_enabled({}, { locale: lang }) }
  // the secret leaves the server this once, for the authenticator app; it is never sent again
  return { ok: true, secret: setup.secret, qrSvg: setup.qrSvg }
}

export async function confirmTotp(code: string, lang: Locale): Promise<TotpConfirmAnswer> {
  const staff = await signedInStaff()
  if (!staff) return { ok: false, message: m.error_unauthorized({}, { locale: lang }) }
  const user = staff.user
  const confirmed = await asActor(user, () => confirmTotpSetup(staff.db, user.id, code))
  if (!confirmed.ok) return { ok: false, message: m.totp_code_wrong({}, { locale: lang }) }
  return { ok: true, recoveryCodes: confirmed.recoveryCodes }
}

export async function switchOffTotp(password: string, code: string, lang: Locale): Promise<ActionAnswer> {
  const staff = await signedInStaff()
  if (!staff) return { ok: false, message: m.error_unauthorized({}, { locale: lang }) }
  const user = staff.user
  const done = await asActor(user, () => disableTotp(staff.db, user.id, password, code))
  return done ? { ok: true } : { ok: false, message: m.totp_disable_refused({}, { locale: lang }) }
}

/** Administrators only, and freshly authenticated like their other writes: every staff account must use a second factor. */
export async function requireTotpForStaff(required: boolean, lang: Locale): Promise<ActionAnswer & { stepUp?: true }> {
  const staff = await signedInStaff()
  if (!staff?.user.isAdministrator) return { ok: false, message: m.security_administrators_only({}, { locale: lang }) }
  if (!isFreshlyAuthenticated(staff.user)) return { ok: false, stepUp: true, message: m.step_up_title({}, { locale: lang }) }
  const user = staff.user
  const staffIds = (await staff.db.select({ id: users.id }).from(users).where(eq(users.isStaff, true))).map((row) => row.id)
  await asActor(user, () =>
    // every staff member's session answers again (whether they must set it up first)
    changingAccount(staff.db, user.id, async (tx) => {
      await tx.update(siteSettings).set({ requireStaffTotp: required }).where(eq(siteSettings.id, 1))
      await recordAudit(tx, { action: 'settings.totp-required', target: 'require_staff_totp', details: { required } })
      await recordContentChange(tx, staffIds.map(accountTag))
    }),
  )
  forgetSessions(staffIds.map(accountTag))
  return { ok: true }
}

/** The audit log for administrators, one page, newest first; null for anyone else. */
export async function auditPage(page: number): Promise<AuditPage | null> {
  const staff = await signedInStaff()
  if (!staff?.user.isAdministrator) return null
  const { count, results } = await listAudit(staff.db, page)
  return {
    count,
    pages: Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE)),
    results: results.map((row) => ({ id: row.id, at: row.at.toISOString(), actor: row.actorEmail, action: row.action, target: row.target, details: detailsText(row.details), address: row.address })),
  }
}
