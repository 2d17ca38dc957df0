import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeInvitation } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { formatInstant } from '~/features/hub/format'
import { ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { accountKindLabel } from './UserList'
import { useConfirm } from '~/ui/ConfirmDialog'

const invitationsKey = ['back-office', 'invitations'] as const

/** Invite staff by e-mail and keep track of the open invitations (administrators only; the server checks). */
export function Invitations({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: [...invitationsKey, lang], queryFn: () => api.call('backOfficeInvitations', { params: { lang } }) })
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [done, setDone] = useState('')
  const ids = { heading: useId(), email: useId(), role: useId(), language: useId(), intro: useId(), listHeading: useId() }
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationsKey })
  const confirmation = useConfirm(lang)
  const act = useMutation({
    mutationFn: async (action: { kind: 'resend' | 'withdraw'; invitation: BackOfficeInvitation }) => {
      const params = { lang, id: String(action.invitation.id) }
      if (action.kind === 'resend') await api.call('backOfficeInvitationResend', { params })
      else await api.call('backOfficeInvitationDelete', { params })
      return action
    },
    onMutate: () => {
      setProblem(null)
      setDone('')
    },
    onSuccess: ({ kind, invitation }) => setDone(kind === 'resend' ? m.users_invitation_resent({ email: invitation.email }, locale) : m.users_invitation_withdrawn({ email: invitation.email }, locale)),
    onError: (error) => setProblem(writeProblem(error, lang)),
    onSettled: refresh,
  })
  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{m.users_invite_title({}, locale)}</h2>
      <p id={ids.intro} className={styles.muted}>
        {m.users_invite_intro({}, locale)}
      </p>
      <form noValidate
        className={styles.inline}
        aria-describedby={ids.intro}
        onSubmit={async (event) => {
          event.preventDefault()
          const formElement = event.currentTarget
          const form = new FormData(formElement)
          const role = form.get('role') === 'administrator' ? 'administrator' : 'editor'
          const language = form.get('language') === 'en' ? 'en' : 'de'
          setProblem(null)
          setDone('')
          try {
            const invitation = await api.call('backOfficeInvitationCreate', { params: { lang }, body: { email: String(form.get('email') ?? ''), role, locale: language } })
            setDone(m.users_invite_sent({ email: invitation.email }, locale))
            formElement.reset()
          } catch (error) {
            setProblem(writeProblem(error, lang))
          }
          await refresh()
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.email}>{m.users_invite_email({}, locale)}</label>
          <input id={ids.email} name="email" type="email" autoComplete="off" required />
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.role}>{m.users_invite_role({}, locale)}</label>
          <select id={ids.role} name="role" defaultValue="editor">
            <option value="editor">{accountKindLabel('editor', lang)}</option>
            <option value="administrator">{accountKindLabel('administrator', lang)}</option>
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.language}>{m.users_invite_language({}, locale)}</label>
          <select id={ids.language} name="language" defaultValue={lang}>
            <option value="de">{m.language_de({}, locale)}</option>
            <option value="en">{m.language_en({}, locale)}</option>
          </select>
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.users_invite_submit({}, locale)}
        </button>
      </form>
      <ProblemAlert problem={problem} />
      <p role="status">{done}</p>

      <h3 id={ids.listHeading}>{m.users_invitations_title({}, locale)}</h3>
      {list.data && list.data.length === 0 ? <p className={styles.muted}>{m.users_invitations_empty({}, locale)}</p> : null}
      {list.error ? <p role="alert">{writeProblem(list.error, lang).message}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className={styles.table} aria-labelledby={ids.listHeading}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.users_col_email({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.users_invite_role({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.users_invitation_col_by({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.users_invitation_col_expires({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.users_col_change({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((invitation) => (
              <tr key={invitation.id}>
                <th className={styles.cell} scope="row">
                  {invitation.email}
                </th>
                <td className={styles.cell}>{accountKindLabel(invitation.role, lang)}</td>
                <td className={styles.cell}>{invitation.invited_by ?? '—'}</td>
                <td className={styles.cell}>{formatInstant(invitation.expires_at, lang)}</td>
                <td className={styles.cell}>
                  <span className={styles.inline}>
                    <button type="button" className={styles.button} aria-label={`${m.users_invitation_resend({}, locale)}: ${invitation.email}`} disabled={!interactive || act.isPending} onClick={() => act.mutate({ kind: 'resend', invitation })}>
                      {m.users_invitation_resend({}, locale)}
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={`${m.users_invitation_withdraw({}, locale)}: ${invitation.email}`}
                      disabled={!interactive || act.isPending}
                      onClick={async () => {
                        const confirmed = await confirmation.ask({
                          title: m.users_invitation_withdraw_title({ email: invitation.email }, locale),
                          text: m.users_invitation_withdraw_confirm({ email: invitation.email }, locale),
                          confirmLabel: m.users_invitation_withdraw({}, locale),
                          danger: true,
                        })
                        if (confirmed) act.mutate({ kind: 'withdraw', invitation })
                      }}
                    >
                      {m.users_invitation_withdraw({}, locale)}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {confirmation.dialog}
    </section>
  )
}
