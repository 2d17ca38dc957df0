import type { Locale } from '~/contract/shared'
import type { SessionUser } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { HttpError } from '../http-error'

/** Editors only, checked on the server for every call whatever the page shows; CSRF is the pipeline's. */
export async function requireEditor(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const current = await user()
  if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  return current
}

/** Administrators only (accounts, site switches, redirects, HTML blocks): a plain editor is refused with 403. */
export async function requireAdministrator(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const current = await requireEditor(user, lang)
  if (!current.isAdministrator) throw new HttpError(403, m.security_administrators_area({}, { locale: lang }))
  return current
}
