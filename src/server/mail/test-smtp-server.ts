import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on a loopback port for tests: what it receives, parsed, and how to stop it. */
export type TestSmtpServer = {
  url: string
  received: ParsedMail[]
  /** the envelope recipients of each received mail, in order */
  envelopes: string[][]
  /** makes the server answer the next `count` mails with `code` (e.g. 451 for a temporary refusal) */
  refuseNext(count: number, code: number): void
  close(): Promise<void>
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = []
  const envelopes: string[][] = []
  let refusals = { count: 0, code: 451 }
  const server = new SMTPServer({
    // plain SMTP on loopback: no certificate to trust, no login to configure
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 }
          callback(Object.assign(new Error('try again later'), { responseCode: refusals.code }))
          return
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push(parsed)
            envelopes.push(session.envelope.rcptTo.map((to) => to.address))
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (address === null || typeof address === 'string') throw new Error('the test SMTP server has no port')
  const port = (address satisfies AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    refuseNext: (count, code) => void (refusals = { count, code }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
