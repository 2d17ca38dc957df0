import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server for the suite, on a loopback port next to the servers': every server under test sends its mail
 * here (SMTP_URL), and each mail received is kept as a file, so tests in any worker read what was really delivered.
 */
export function mailCatcherPort(basePort: number): number {
  return basePort + 30
}

export function mailDirectory(basePort: number): string {
  return path.resolve('.tmp', `e2e-mail-${basePort}`)
}

export async function startMailCatcher(basePort: number): Promise<() => Promise<void>> {
  const directory = mailDirectory(basePort)
  // a run reads only its own mails
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    // plain SMTP on loopback: no certificate to trust, no login to configure
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((to) => to.address.toLowerCase())
        received++
        for (const recipient of recipients) writeFileSync(path.join(directory, `${String(received).padStart(6, '0')}-${recipient.replace(/[^a-z0-9@._-]/g, '_')}.eml`), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(mailCatcherPort(basePort), '127.0.0.1', () => resolve())
  })
  return () => new Promise((resolve) => server.close(() => resolve()))
}

/** Every mail delivered to `recipient` so far, oldest first. */
export async function mailsTo(recipient: string, basePort = Number(process.env.E2E_PORT ?? 3310)): Promise<ParsedMail[]> {
  const directory = mailDirectory(basePort)
  const suffix = `-${recipient.toLowerCase()}.eml`
  const files = readdirSync(directory).filter((name) => name.endsWith(suffix)).sort()
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(directory, name)))))
}
