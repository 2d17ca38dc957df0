import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { fetchAuditPage } from '~/features/security/security.functions'
import { auditQueryKey } from '~/features/security/security.shared'
import { AUDIT_ACTIONS } from '~/server/db/values'
import type { AuditAction } from '~/server/db/values'
import { formatInstant } from './format'
import { HubTable, Pager } from './HubPage'
import * as styles from './hub.css'

/** Every action in the venue's words (an exhaustive record: a new action needs its label). */
const ACTION_LABELS: Record<AuditAction, (locale: { locale: Locale }) => string> = {
  'user.update': (locale) => m.audit_action_user_update({}, locale),
  'invitation.create': (locale) => m.audit_action_invitation_create({}, locale),
  'invitation.resend': (locale) => m.audit_action_invitation_resend({}, locale),
  'invitation.withdraw': (locale) => m.audit_action_invitation_withdraw({}, locale),
  'totp.enable': (locale) => m.audit_action_totp_enable({}, locale),
  'totp.disable': (locale) => m.audit_action_totp_disable({}, locale),
  'html-blocks.update': (locale) => m.audit_action_html_blocks_update({}, locale),
  'site.switch': (locale) => m.audit_action_site_switch({}, locale),
  'redirect.save': (locale) => m.audit_action_redirect_save({}, locale),
  'redirect.delete': (locale) => m.audit_action_redirect_delete({}, locale),
  'settings.update': (locale) => m.audit_action_settings_update({}, locale),
  'settings.totp-required': (locale) => m.audit_action_settings_totp_required({}, locale),
  'mail.resend': (locale) => m.audit_action_mail_resend({}, locale),
  'preview-link.create': (locale) => m.audit_action_preview_link_create({}, locale),
  'preview-link.revoke': (locale) => m.audit_action_preview_link_revoke({}, locale),
}

function isAuditAction(value: string): value is AuditAction {
  return AUDIT_ACTIONS.some((action) => action === value)
}

/** The administrators' audit log: who changed what, newest first, fifty a page. */
export function AuditLog({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [page, setPage] = useState(1)
  const auditFn = useServerFn(fetchAuditPage)
  const entries = useQuery({ queryKey: auditQueryKey(page), queryFn: () => auditFn({ data: { page } }) })
  const [time, actor, action, target, details, address] = [m.audit_time({}, locale), m.audit_actor({}, locale), m.audit_action({}, locale), m.audit_target({}, locale), m.audit_details({}, locale), m.audit_address({}, locale)]
  const headers = [time, actor, action, target, details, address]
  return (
    <>
      <p>{m.audit_intro({}, locale)}</p>
      {/* rows become cards on a phone, each value under its column's name (data-label) */}
      <div className={styles.stackedTable}>
        <HubTable
          empty={m.audit_empty({}, locale)}
          headers={headers}
          rows={entries.data?.results.map((row) => (
            <tr key={row.id}>
              <td className={styles.cell} data-label={time}>
                {formatInstant(row.at, lang)}
              </td>
              <td className={styles.cell} data-label={actor}>
                {row.actor}
              </td>
              <td className={styles.cell} data-label={action}>
                {isAuditAction(row.action) ? ACTION_LABELS[row.action](locale) : null} <code className={styles.small}>{row.action}</code>
              </td>
              <td className={styles.cell} data-label={target}>
                {row.target}
              </td>
              <td className={`${styles.cell} ${styles.url}`} data-label={row.details ? details : undefined}>
                {row.details}
              </td>
              <td className={styles.cell} data-label={address}>
                {row.address}
              </td>
            </tr>
          ))}
        />
      </div>
      <Pager lang={lang} page={page} pages={entries.data?.pages ?? 1} onPage={setPage} />
    </>
  )
}
