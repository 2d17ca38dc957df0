/** What the hub's security page shows of the signed-in staff member (never the secret). */
export type SecurityOverview = { totpEnabled: boolean; recoveryCodesLeft: number; required: boolean; administrator: boolean }
export type TotpSetupAnswer = { ok: true; secret: string; qrSvg: string } | { ok: false; message: string }
export type TotpConfirmAnswer = { ok: true; recoveryCodes: string[] } | { ok: false; message: string }
export const securityQueryKey = ['security', 'overview'] as const
export type AuditRow = { id: number; at: string; actor: string; action: string; target: string; details: string; address: string }
export type AuditPage = { count: number; pages: number; results: AuditRow[] }
export const auditQueryKey = (page: number) => ['security', 'audit', page] as const

/** A row's details as a line to read: `to: /de/programm · created: true`, nested keys joined with a dot. */
export function detailsText(details: unknown, prefix = ''): string {
  if (details === null || typeof details !== 'object') return details === undefined ? '' : `${prefix}: ${String(details)}`
  return Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (value !== null && typeof value === 'object' ? detailsText(value, `${prefix}${key}.`) : `${prefix}${key}: ${String(value)}`))
    .filter(Boolean)
    .join(' · ')
}
