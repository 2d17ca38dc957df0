import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { m } from '~/server/i18n.server'
import { composeMail } from '~/server/mail/compose.server'
import { enqueueMail, singleLine } from '~/server/mail/outbox.server'
import { mailSender } from '~/server/mail/sender.server'

const greeting = (name: string, locale: Locale) => (name.trim() ? m.mail_greeting_name({ name: singleLine(name) }, { locale }) : m.mail_greeting({}, { locale }))

/** The link to set a password after "forgot password": an hour, once. */
export async function mailPasswordReset(db: Db, mail: { to: string; locale: Locale; name: string; link: string }) {
  const locale = { locale: mail.locale }
  const venue = await mailSender(db)
  const { text, html } = composeMail({
    venue,
    greeting: greeting(mail.name, mail.locale),
    paragraphs: [m.mail_reset_body({ venue }, locale)],
    action: { label: m.mail_reset_action({}, locale), url: mail.link },
    footnote: m.mail_reset_footnote({}, locale),
  })
  return enqueueMail(db, { kind: 'password-reset', to: mail.to, locale: mail.locale, subject: m.mail_reset_subject({ venue }, locale), text, html })
}

/** The link that makes a sign-up an account. */
export async function mailSignUp(db: Db, mail: { to: string; locale: Locale; name: string; link: string }) {
  const locale = { locale: mail.locale }
  const venue = await mailSender(db)
  const { text, html } = composeMail({
    venue,
    greeting: greeting(mail.name, mail.locale),
    paragraphs: [m.mail_signup_body({ venue }, locale)],
    action: { label: m.mail_signup_action({}, locale), url: mail.link },
    footnote: m.mail_signup_footnote({}, locale),
  })
  return enqueueMail(db, { kind: 'sign-up', to: mail.to, locale: mail.locale, subject: m.mail_signup_subject({ venue }, locale), text, html })
}

/** A sign-up with an address that has an account already: the owner learns it, with a way back in; the form said nothing. */
export async function mailSignUpExisting(db: Db, mail: { to: string; locale: Locale; name: string; resetLink: string }) {
  const locale = { locale: mail.locale }
  const venue = await mailSender(db)
  const { text, html } = composeMail({
    venue,
    greeting: greeting(mail.name, mail.locale),
    paragraphs: [m.mail_signup_exists_body({ venue }, locale)],
    action: { label: m.mail_reset_action({}, locale), url: mail.resetLink },
    footnote: m.mail_reset_footnote({}, locale),
  })
  return enqueueMail(db, { kind: 'sign-up', to: mail.to, locale: mail.locale, subject: m.mail_signup_exists_subject({ venue }, locale), text, html })
}

/** An administrator's invitation into the hub: the link sets the password, for 72 hours. */
export async function mailInvitation(db: Db, mail: { to: string; locale: Locale; inviter: string; role: 'editor' | 'administrator'; link: string }) {
  const locale = { locale: mail.locale }
  const venue = await mailSender(db)
  const role = mail.role === 'administrator' ? m.users_kind_administrator({}, locale) : m.users_kind_editor({}, locale)
  const { text, html } = composeMail({
    venue,
    greeting: m.mail_greeting({}, locale),
    paragraphs: [m.mail_invitation_body({ inviter: singleLine(mail.inviter), role, venue }, locale)],
    action: { label: m.mail_invitation_action({}, locale), url: mail.link },
    footnote: m.mail_invitation_footnote({}, locale),
  })
  return enqueueMail(db, { kind: 'invitation', to: mail.to, locale: mail.locale, subject: m.mail_invitation_subject({ venue }, locale), text, html })
}
