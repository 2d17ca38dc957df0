import type { SessionUser } from '~/server/auth/session.server'

/** The session of a staff account (not an administrator, no second factor) as the editor's services receive it — for tests. */
export function staffSession(user: { id: number; email: string; username: string; firstName?: string | null; lastName?: string | null }): SessionUser {
  return { id: user.id, email: user.email, username: user.username, firstName: user.firstName ?? '', lastName: user.lastName ?? '', isStaff: true, isAdministrator: false, adminMenus: [], authenticatedAt: new Date(), hasTotp: false, mustSetUpTotp: false }
}
