import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'

/** Runs the fuzzer with a few requests against a stand-in server on loopback that answers every request with `status`. */
async function fuzzAgainst(status: number): Promise<{ code: number | null; output: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/api/csrf/') {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'csrftoken=t; Path=/' })
      response.end(JSON.stringify({ token: 't' }))
      return
    }
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '1' })
    response.end(JSON.stringify({ detail: 'Bitte versuchen Sie es später noch einmal (retry).' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address: AddressInfo | string | null = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  try {
    const child = spawn(process.execPath, ['scripts/fuzz.mjs', `http://127.0.0.1:${address.port}`, '40', '2', 'no-build-here'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { code, output }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('the fuzzer', () => {
  it('passes a server whose every answer is a client error', async () => {
    const run = await fuzzAgainst(404)
    expect(run.output).toContain('answers >= 500: 0')
    expect(run.code).toBe(0)
  })

  it.each([500, 501, 503])('fails a server that answers %i, whatever the body says', async (status) => {
    const run = await fuzzAgainst(status)
    expect(run.output).toContain(`answers >= 500: 40`)
    expect(run.code).toBe(1)
  })
})
