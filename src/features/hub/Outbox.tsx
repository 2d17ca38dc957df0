import { Fragment, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { MailState } from '~/contract/hub'
import type { OutboxMailDetail, OutboxMailRow } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { formatInstant } from './format'
import { numberParam, useAddressFilter } from '~/features/back-office/record-list'
import { FilteredLog } from './FilteredLog'
import { ProblemAlert } from './HubPage'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'

const PAGE_SIZE = 50

export function mailStateText(state: OutboxMailRow['state'], lang: Locale): string {
  const t = { locale: lang }
  switch (state) {
    case 'waiting':
      return m.hub_mail_state_waiting({}, t)
    case 'sending':
      return m.hub_mail_state_sending({}, t)
    case 'sent':
      return m.hub_mail_state_sent({}, t)
    case 'failed':
      return m.hub_mail_state_failed({}, t)
  }
}

export function mailKindText(kind: OutboxMailRow['kind'], lang: Locale): string {
  const t = { locale: lang }
  switch (kind) {
    case 'email-change':
      return m.hub_mail_kind_email_change({}, t)
    case 'invitation':
      return m.hub_mail_kind_invitation({}, t)
    case 'password-reset':
      return m.hub_mail_kind_password_reset({}, t)
    case 'sign-up':
      return m.hub_mail_kind_sign_up({}, t)
    case 'form-notice':
      return m.hub_mail_kind_form_notice({}, t)
    case 'form-confirmation':
      return m.hub_mail_kind_form_confirmation({}, t)
    case 'order-confirmation':
      return m.hub_mail_kind_order_confirmation({}, t)
  }
}

/** What became of a mail, under its state: when it went, when it is tried next, what went wrong last. */
function StateNote({ mail, lang }: { mail: OutboxMailRow; lang: Locale }) {
  if (mail.state === 'sent' && mail.sent_at) return <span className={styles.small}>{formatInstant(mail.sent_at, lang)}</span>
  return (
    <>
      {mail.state === 'waiting' && mail.attempts > 0 && mail.next_attempt_at ? <span className={styles.small}>{m.hub_mail_next_attempt({ when: formatInstant(mail.next_attempt_at, lang) }, { locale: lang })}</span> : null}
      {mail.last_error ? <span className={styles.small}>{mail.last_error}</span> : null}
    </>
  )
}

/** The hub's outbox: every mail the site sends, its state, and each mail as it was written. */
export function Outbox({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  // the filter and the page live in the address: Back and a shared link restore them
  const [filter, setFilter] = useAddressFilter((params) => ({ page: numberParam(params, 'page'), state: MailState.options.find((option) => option === params.get('state')) }))
  const page = filter.page ?? 1
  const state = filter.state
  const [open, setOpen] = useState<number | null>(null)
  const list = useQuery(hubQueries.mail(lang, page, state))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  if (open !== null) return <OutboxMail lang={lang} id={open} onBack={() => setOpen(null)} />
  return (
    <>
      {list.data && !list.data.sending ? (
        <p className={styles.notice} role="note">
          {m.hub_mail_no_transport({}, t)}
        </p>
      ) : null}
      <div className={styles.stackedTable}>
        <FilteredLog
          lang={lang}
          intro={m.hub_mail_intro({}, t)}
          filter={{ label: m.hub_mail_state({}, t), options: MailState.options, text: (option) => mailStateText(option, lang), value: state, onChange: (next) => setFilter({ state: next, page: undefined }) }}
          empty={m.hub_mail_empty({}, t)}
          headers={[m.hub_mail_created({}, t), m.hub_mail_subject({}, t), m.hub_mail_recipient({}, t), m.hub_mail_kind({}, t), m.hub_mail_state({}, t), m.hub_mail_attempts({}, t)]}
          rows={list.data?.results.map((mail) => (
            <tr key={mail.id} data-state={mail.state}>
              <td className={styles.cell} data-label={m.hub_mail_created({}, t)}>
                {formatInstant(mail.created_at, lang)}
              </td>
              <td className={styles.cell}>
                <button type="button" className={styles.linkButton} aria-label={m.hub_mail_open_label({ subject: mail.subject }, t)} onClick={() => setOpen(mail.id)}>
                  {mail.subject}
                </button>
              </td>
              <td className={`${styles.cell} ${styles.url}`} data-label={m.hub_mail_recipient({}, t)}>
                {mail.recipient}
              </td>
              <td className={styles.cell} data-label={m.hub_mail_kind({}, t)}>
                {mailKindText(mail.kind, lang)}
              </td>
              <td className={styles.cell} data-label={m.hub_mail_state({}, t)}>
                {mailStateText(mail.state, lang)}
                <StateNote mail={mail} lang={lang} />
              </td>
              <td className={styles.cell} data-label={m.hub_mail_attempts({}, t)}>
                {mail.attempts}
              </td>
            </tr>
          ))}
          page={page}
          pages={pages}
          onPage={(next) => setFilter({ ...filter, page: next })}
        />
      </div>
    </>
  )
}

/** One mail: its facts, the text part, the HTML part in a frame that runs no script, and "send again". */
function OutboxMail({ lang, id, onBack }: { lang: Locale; id: number; onBack: () => void }) {
  const t = { locale: lang }
  const mail = useQuery(hubQueries.mailDetail(lang, id))
  const back = (
    <p>
      <button type="button" className={styles.button} onClick={onBack}>
        ← {m.hub_mail_back({}, t)}
      </button>
    </p>
  )
  if (mail.isError) return (
    <section>
      {back}
      <p role="alert">{m.hub_mail_not_found({}, t)}</p>
    </section>
  )
  if (!mail.data) return back
  return (
    <article aria-labelledby="outbox-mail-subject">
      {back}
      <h2 id="outbox-mail-subject">{mail.data.subject}</h2>
      <MailFacts mail={mail.data} lang={lang} />
      <ResendButton lang={lang} mail={mail.data} />
      <h3>{m.hub_mail_attachments({}, t)}</h3>
      {mail.data.attachments.length === 0 ? (
        <p>{m.hub_mail_no_attachments({}, t)}</p>
      ) : (
        <ul>
          {mail.data.attachments.map((attachment) => (
            <li key={attachment.filename}>
              {attachment.filename} <span className={styles.muted}>({attachment.content_type})</span>
            </li>
          ))}
        </ul>
      )}
      <h3>{m.hub_mail_text_part({}, t)}</h3>
      <pre className={styles.mailText}>{mail.data.text}</pre>
      <h3>{m.hub_mail_html_part({}, t)}</h3>
      {/* an empty sandbox: no script, no form, no same-origin access; the mail's HTML is only looked at */}
      <iframe className={styles.mailFrame} sandbox="" srcDoc={mail.data.html} title={m.hub_mail_html_frame({}, t)} referrerPolicy="no-referrer" />
    </article>
  )
}

function MailFacts({ mail, lang }: { mail: OutboxMailDetail; lang: Locale }) {
  const t = { locale: lang }
  const facts: [string, string, boolean?][] = [
    [m.hub_mail_state({}, t), mailStateText(mail.state, lang)],
    [m.hub_mail_kind({}, t), mailKindText(mail.kind, lang)],
    [m.hub_mail_recipient({}, t), mail.recipient, true],
    [m.hub_mail_language({}, t), mail.lang.toUpperCase()],
    [m.hub_mail_created({}, t), formatInstant(mail.created_at, lang)],
    ...(mail.sent_at ? [[m.hub_mail_sent_at({}, t), formatInstant(mail.sent_at, lang)] satisfies [string, string]] : []),
    [m.hub_mail_attempts({}, t), String(mail.attempts)],
    ...(mail.state === 'waiting' && mail.attempts > 0 && mail.next_attempt_at ? [[m.hub_mail_next_attempt_label({}, t), formatInstant(mail.next_attempt_at, lang)] satisfies [string, string]] : []),
    ...(mail.last_error ? [[m.hub_mail_last_error({}, t), mail.last_error] satisfies [string, string]] : []),
    ...(mail.transport_response ? [[m.hub_mail_transport_response({}, t), mail.transport_response, true] satisfies [string, string, boolean]] : []),
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value, code]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd className={code ? styles.url : undefined}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

function ResendButton({ lang, mail }: { lang: Locale; mail: OutboxMailDetail }) {
  const t = { locale: lang }
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<string | null>(null)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  return (
    <>
      <p className={styles.inline}>
        <button
          type="button"
          className={styles.button}
          disabled={!interactive}
          onClick={async () => {
            setProblem(null)
            try {
              await api.call('hubMailResend', { params: { lang, id: String(mail.id) } })
              setStatus(m.hub_mail_resent({}, t))
              await queryClient.invalidateQueries({ queryKey: [...hubQueries.all, 'mail'] })
            } catch (error) {
              setProblem(writeProblem(error, lang))
            }
          }}
        >
          {m.hub_mail_resend({}, t)}
        </button>
        <span role="status">{status}</span>
      </p>
      <ProblemAlert problem={problem} />
    </>
  )
}
