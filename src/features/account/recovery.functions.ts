import { createServerFn } from '@tanstack/react-start'
import { InvitationAcceptInput, PasswordResetInput, PasswordResetRequest, SignUpInput, TokenOnly } from './account-flows.shared'

// Links mailed to people and what they open. Every write passes the pipeline's CSRF check; requests that send mail
// are limited per network address besides the outbox's cap per recipient.

export const requestReset = createServerFn({ method: 'POST' })
  .validator(PasswordResetRequest)
  .handler(async ({ data }) => (await import('./recovery.server')).requestReset(data))

export const resetOpens = createServerFn({ method: 'GET' })
  .validator(TokenOnly)
  .handler(async ({ data }) => (await import('./recovery.server')).resetOpens(data.token))

export const resetWithLink = createServerFn({ method: 'POST' })
  .validator(PasswordResetInput)
  .handler(async ({ data }) => (await import('./recovery.server')).resetWithLink(data))

export const register = createServerFn({ method: 'POST' })
  .validator(SignUpInput)
  .handler(async ({ data }) => (await import('./recovery.server')).register(data))

export const confirmRegistration = createServerFn({ method: 'POST' })
  .validator(TokenOnly)
  .handler(async ({ data }) => (await import('./recovery.server')).confirmRegistration(data.token))

export const invitationInfo = createServerFn({ method: 'GET' })
  .validator(TokenOnly)
  .handler(async ({ data }) => (await import('./recovery.server')).invitationInfo(data.token))

export const acceptStaffInvitation = createServerFn({ method: 'POST' })
  .validator(InvitationAcceptInput)
  .handler(async ({ data }) => (await import('./recovery.server')).acceptStaffInvitation(data))
