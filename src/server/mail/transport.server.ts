import { createTransport } from 'nodemailer'
import * as v from 'valibot'

/** One mail as the transport sends it (the outbox has resolved its attachments). */
export type OutgoingMessage = {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; content: Uint8Array }[]
}

/** What sends mail: SMTP in production, a fake in tests. */
export interface MailTransport {
  /** resolves with the server's answer; rejects when the mail was not accepted */
  send(message: OutgoingMessage): Promise<{ messageId: string; response: string }>
  close(): void
}

const withoutLineBreaks = v.regex(/^[^\r\n]*$/, 'must not contain CR or LF')

const Environment = v.object({
  SMTP_URL: v.pipe(v.string(), v.url('SMTP_URL must be a URL'), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  // a bare address or `Name <address>`
  MAIL_FROM: v.pipe(v.string('MAIL_FROM is required with SMTP_URL'), withoutLineBreaks, v.regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an address or "Name <address>"')),
})

/** The SMTP settings of this server: `{ url, from }`, or null without SMTP_URL (nothing is sent then). */
export function mailSettingsFromEnvironment(env: Record<string, string | undefined> = process.env): { url: string; from: string } | null {
  if (!env.SMTP_URL) return null
  const parsed = v.safeParse(Environment, { SMTP_URL: env.SMTP_URL, MAIL_FROM: env.MAIL_FROM || undefined })
  if (!parsed.success) throw new Error(`mail settings are invalid: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
  return { url: parsed.output.SMTP_URL, from: parsed.output.MAIL_FROM }
}

/** Sends through the SMTP server of `url` (nodemailer), as `from`. */
export function smtpTransport(settings: { url: string; from: string }): MailTransport {
  const transporter = createTransport({
    url: settings.url,
    // a hung server must give up well within the outbox's sending lease
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // attachments come as bytes: nothing in a mail may make the server read a file or fetch a URL
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) })),
        // answering machines and vacation replies should stay quiet
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      return { messageId: info.messageId, response: info.response }
    },
    close: () => transporter.close(),
  }
}
