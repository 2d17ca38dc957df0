import { setResponseHeader } from '@tanstack/react-start/server'
import type { Locale } from '~/contract/shared'
import { getDb } from '~/server/db/client.server'
import { clientAddress } from '~/server/http/client-address.server'
import { RateLimiter } from '~/server/http/rate-limit'
import { m } from '~/server/i18n.server'
import { siteOrigin } from '~/lib/site-origin'
import { acceptInvitation, invitationToAccept } from '~/features/back-office/invitations.server'
import { confirmSignUp, passwordResetOpens, requestPasswordReset, resetPassword, signUp } from './account-flows.server'
import type { InvitationAcceptInput, PasswordResetInput, PasswordResetRequest, SignUpInput } from './account-flows.shared'
import type { ActionResult } from './account.shared'

// ten requests that send mail per network address in 15 minutes (the outbox caps mails per recipient besides)
const mailRequests = new RateLimiter(10, 15 * 60_000)

function throttled(lang: Locale): ActionResult | null {
  const { ok, retryAfterSeconds } = mailRequests.take(clientAddress())
  if (ok) return null
  setResponseHeader('retry-after', String(retryAfterSeconds))
  return { ok: false, message: m.security_too_many_requests({}, { locale: lang }) }
}

export async function requestReset(input: PasswordResetRequest): Promise<ActionResult> {
  return throttled(input.lang) ?? requestPasswordReset(await getDb(), input, siteOrigin())
}

export async function resetOpens(token: string): Promise<boolean> {
  return passwordResetOpens(await getDb(), token)
}

export async function resetWithLink(input: PasswordResetInput): Promise<ActionResult & { staff?: boolean }> {
  return resetPassword(await getDb(), input)
}

export async function register(input: SignUpInput): Promise<ActionResult> {
  return throttled(input.lang) ?? signUp(await getDb(), input, siteOrigin())
}

export async function confirmRegistration(token: string): Promise<boolean> {
  return confirmSignUp(await getDb(), token)
}

export async function invitationInfo(token: string): Promise<{ email: string; role: 'editor' | 'administrator' } | null> {
  return invitationToAccept(await getDb(), token)
}

export async function acceptStaffInvitation(input: InvitationAcceptInput): Promise<ActionResult> {
  return acceptInvitation(await getDb(), input)
}
