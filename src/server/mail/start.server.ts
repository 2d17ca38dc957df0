import type { Db } from '~/server/db/client.server'
import { onShutdown } from '~/server/shutdown'
import { startOutboxWorker } from './outbox.server'
import { mailSettingsFromEnvironment, smtpTransport } from './transport.server'

/**
 * Starts the outbox worker when SMTP_URL names a mail server (checked here, once, with MAIL_FROM: invalid settings stop
 * the start). Without it nothing is sent: mails wait in the outbox, readable in the hub.
 */
export function startMailOutbox(getDb: () => Promise<Db>): void {
  const settings = mailSettingsFromEnvironment()
  if (!settings) {
    console.warn('[mail] SMTP_URL is not set: mails are kept in the outbox (CMS hub → Outbox) and not sent')
    return
  }
  onShutdown('mail outbox', startOutboxWorker(getDb, smtpTransport(settings)))
}

/** Whether this server sends mail at all (the hub says so when it does not); the same check as at start. */
export function mailTransportConfigured(): boolean {
  return mailSettingsFromEnvironment() !== null
}
