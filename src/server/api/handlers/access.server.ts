import type { Locale } from '~/contract/shared'
import { STEP_UP_REQUIRED } from '~/contract/shared'
import { isFreshlyAuthenticated, STEP_UP_SECONDS } from '~/server/auth/session.server'
import type { SessionUser } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { HttpError } from '../http-error'

/** Editors only, checked on the server for every call whatever the page shows; CSRF is the pipeline's. */
export async function requireEditor(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const current = await user()
  if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  return current
}

/**
 * Administrators only (accounts, invitations, site switches, redirects, HTML blocks, settings, the outbox): a plain
 * editor is refused with 403. Their writes (`request` not a GET) also need a fresh authentication — a login or a
 * step-up within STEP_UP_SECONDS — so a script in an administrator's long-open tab cannot quietly escalate: 403 with
 * the code `step_up_required`, and the hub asks for the password again and repeats the call.
 */
export async function requireAdministrator(user: () => Promise<SessionUser | null>, lang: Locale, request: Request, now = new Date()): Promise<SessionUser> {
  const current = await requireEditor(user, lang)
  if (!current.isAdministrator) throw new HttpError(403, m.security_administrators_area({}, { locale: lang }))
  const writing = request.method !== 'GET' && request.method !== 'HEAD'
  if (writing && !isFreshlyAuthenticated(current, now)) {
    throw new HttpError(403, m.step_up_required({ minutes: Math.round(STEP_UP_SECONDS / 60) }, { locale: lang }), undefined, STEP_UP_REQUIRED)
  }
  return current
}
