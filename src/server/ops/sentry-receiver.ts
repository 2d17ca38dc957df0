import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

/** One envelope as a Sentry-protocol ingest receives it: its header and its items (header and JSON payload each). */
export type Envelope = { path: string; header: Record<string, unknown>; items: { header: Record<string, unknown>; payload: unknown }[] }

function parseEnvelope(path: string, body: string): Envelope {
  const lines = body.split('\n').filter((line) => line.length > 0)
  const [first, ...rest] = lines
  const items: Envelope['items'] = []
  for (let index = 0; index + 1 < rest.length; index += 2) {
    const payload = rest[index + 1] ?? ''
    let parsed: unknown = payload
    try {
      parsed = JSON.parse(payload)
    } catch {
      // an attachment or other non-JSON item stays text
    }
    items.push({ header: JSON.parse(rest[index] ?? '{}'), payload: parsed })
  }
  return { path, header: JSON.parse(first ?? '{}'), items }
}

/**
 * A Sentry-protocol ingest on a loopback port (tests): accepts `POST /api/<project>/envelope/` like Sentry or
 * GlitchTip and keeps what arrived. `dsn` names it as a project's DSN.
 */
export async function startSentryReceiver(): Promise<{ dsn: string; envelopes: Envelope[]; waitFor: (match: (envelope: Envelope) => boolean, timeoutMs?: number) => Promise<Envelope>; close: () => Promise<void> }> {
  const envelopes: Envelope[] = []
  const waiters: (() => void)[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      // browsers send the envelope cross-origin: answer the preflight and let them read the answer
      response.setHeader('access-control-allow-origin', '*')
      response.setHeader('access-control-allow-headers', '*')
      if (request.method === 'OPTIONS') return void response.writeHead(204).end()
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) return void response.writeHead(404).end()
      envelopes.push(parseEnvelope(request.url ?? '', body.toString('utf8')))
      for (const wake of waiters.splice(0)) wake()
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0
  const waitFor = async (match: (envelope: Envelope) => boolean, timeoutMs = 10_000): Promise<Envelope> => {
    const until = Date.now() + timeoutMs
    for (;;) {
      const found = envelopes.find(match)
      if (found) return found
      const left = until - Date.now()
      if (left <= 0) throw new Error(`no matching envelope within ${timeoutMs} ms (${envelopes.length} arrived)`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/42`,
    envelopes,
    waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
