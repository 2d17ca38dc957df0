import * as v from 'valibot'
import { asc, eq } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { formFields, forms } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { composeMail } from '~/server/mail/compose.server'
import { InvalidMailError, enqueueMail, singleLine } from '~/server/mail/outbox.server'
import { siteOrigin } from '~/lib/site-origin'
import { mailSender } from '~/server/mail/sender.server'
import { FIELD } from './forms.shared'
import type { FormValues } from './forms.shared'

/** The notice goes to the venue's staff: German, the venue's working language, unless a setting says otherwise. */
const NOTICE_LANG: Locale = 'de'

/**
 * Writes the mail that tells the form's notice address about a new entry, in the transaction that stores the entry:
 * the field labels with the values, and links to the uploaded files in the hub (never the files themselves, which
 * only signed-in editors may open). A form without a notice address gets none.
 */
export async function enqueueFormNotice(
  tx: Db,
  entry: { formId: number; entryId: number; values: FormValues; files: { id: number; fieldSlug: string; name: string }[]; createdAt: Date },
): Promise<void> {
  const [form] = await tx.select({ title: forms.title, notifyEmail: forms.notifyEmail }).from(forms).where(eq(forms.id, entry.formId)).limit(1)
  const to = form?.notifyEmail?.trim()
  if (!form || !to) return
  const t = { locale: NOTICE_LANG }
  const fields = await tx.select({ slug: formFields.slug, label: formFields.label, fieldType: formFields.fieldType }).from(formFields).where(eq(formFields.formId, entry.formId)).orderBy(asc(formFields.position), asc(formFields.id))
  const origin = siteOrigin()
  const rows = fields.flatMap((field) => {
    const label = field.label[NOTICE_LANG] || field.slug
    if (field.fieldType === FIELD.file) {
      const files = entry.files.filter((file) => file.fieldSlug === field.slug)
      if (files.length === 0) return [{ label, value: m.mail_form_notice_empty({}, t) }]
      return files.map((file) => ({ label, value: file.name, url: `${origin}/cms-hub/forms/files/${file.id}` }))
    }
    const value = entry.values[field.slug]
    const text = typeof value === 'boolean' ? (value ? m.backoffice_yes({}, t) : m.backoffice_no({}, t)) : Array.isArray(value) ? value.join(', ') : (value ?? '')
    return [{ label, value: text.trim() === '' ? m.mail_form_notice_empty({}, t) : text }]
  })
  const venue = await mailSender(tx)
  const title = singleLine(form.title[NOTICE_LANG] || form.title.en)
  const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(entry.createdAt)
  try {
    await enqueueMail(tx, {
      kind: 'form-notice',
      to,
      locale: NOTICE_LANG,
      subject: m.mail_form_notice_subject({ form: title }, t),
      ...composeMail({
        venue,
        greeting: m.mail_greeting({}, t),
        paragraphs: [m.mail_form_notice_text({ form: title, venue, when }, t)],
        rows,
        action: { label: m.mail_form_notice_action({}, t), url: `${origin}/cms-hub/forms/${entry.formId}` },
        footnote: m.mail_form_notice_footnote({}, t),
      }),
    })
  } catch (error) {
    // a notice address the mail cannot go to must not cost the visitor the entry: it stays in the hub
    if (!(error instanceof InvalidMailError)) throw error
    console.warn(`[forms] form ${entry.formId}: no notice mail, the notice address is not usable (${error.message})`)
  }
}

type FieldRow = { slug: string; label: { de: string; en: string }; fieldType: number }

/** The rows of an entry as its sender sees them: labels in the page's language, file names (no links: the hub is not theirs). */
function senderRows(fields: FieldRow[], entry: { values: FormValues; files: { fieldSlug: string; name: string }[] }, lang: Locale) {
  const t = { locale: lang }
  return fields.flatMap((field) => {
    const label = field.label[lang] || field.label.de || field.slug
    if (field.fieldType === FIELD.file) {
      const names = entry.files.filter((file) => file.fieldSlug === field.slug).map((file) => file.name)
      return [{ label, value: names.length > 0 ? names.join(', ') : m.mail_form_notice_empty({}, t) }]
    }
    const value = entry.values[field.slug]
    const text = typeof value === 'boolean' ? (value ? m.backoffice_yes({}, t) : m.backoffice_no({}, t)) : Array.isArray(value) ? value.join(', ') : (value ?? '')
    return [{ label, value: text.trim() === '' ? m.mail_form_notice_empty({}, t) : text }]
  })
}

const Address = v.pipe(v.string(), v.trim(), v.email())

/**
 * The confirmation to the person who sent the form, when the editor switched it on and the form has an e-mail field:
 * the form's thank-you text and the values as they were sent, in the language of the page, written in the transaction
 * that stores the entry. Only the first e-mail field is the sender's address.
 */
export async function enqueueFormConfirmation(
  tx: Db,
  entry: { formId: number; lang: Locale; values: FormValues; files: { fieldSlug: string; name: string }[] },
): Promise<{ queued: boolean }> {
  const [form] = await tx.select({ title: forms.title, successText: forms.successText, confirmSender: forms.confirmSender }).from(forms).where(eq(forms.id, entry.formId)).limit(1)
  if (!form?.confirmSender) return { queued: false }
  const fields = await tx.select({ slug: formFields.slug, label: formFields.label, fieldType: formFields.fieldType }).from(formFields).where(eq(formFields.formId, entry.formId)).orderBy(asc(formFields.position), asc(formFields.id))
  const emailField = fields.find((field) => field.fieldType === FIELD.email)
  const address = emailField ? v.safeParse(Address, entry.values[emailField.slug]) : null
  if (!address?.success) return { queued: false }
  const t = { locale: entry.lang }
  const venue = await mailSender(tx)
  const title = singleLine(form.title[entry.lang] || form.title.de)
  const thanks = form.successText[entry.lang] || m.forms_success_default({}, t)
  try {
    return await enqueueMail(tx, {
      kind: 'form-confirmation',
      to: address.output,
      locale: entry.lang,
      subject: m.mail_form_confirmation_subject({ form: title, venue: singleLine(venue) }, t),
      ...composeMail({
        venue,
        greeting: m.mail_greeting({}, t),
        paragraphs: [thanks, m.mail_form_confirmation_values({}, t)],
        rows: senderRows(fields, entry, entry.lang),
        footnote: m.mail_form_confirmation_footnote({ venue }, t),
      }),
    })
  } catch (error) {
    // an address the form accepted but the mail cannot take must not cost the visitor the entry
    if (!(error instanceof InvalidMailError)) throw error
    return { queued: false }
  }
}
