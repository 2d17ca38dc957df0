/** What the hub's security page shows of the signed-in staff member (never the secret). */
export type SecurityOverview = { totpEnabled: boolean; recoveryCodesLeft: number; required: boolean; administrator: boolean }
export type TotpSetupAnswer = { ok: true; secret: string; qrSvg: string } | { ok: false; message: string }
export type TotpConfirmAnswer = { ok: true; recoveryCodes: string[] } | { ok: false; message: string }
export const securityQueryKey = ['security', 'overview'] as const
export type AuditRow = { id: number; at: string; actor: string; action: string; target: string; details: string; address: string }
export type AuditPage = { count: number; pages: number; results: AuditRow[] }
export const auditQueryKey = (page: number) => ['security', 'audit', page] as const
