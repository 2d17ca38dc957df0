import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type OwnServer = { url: string; dataDir: string; stop: (options?: { keepData?: boolean }) => Promise<void>; log: () => string }

/**
 * A port for a server of the test's own. The two legs run side by side with base ports one apart, so each slot
 * steps by two: the PGlite leg takes base + 7, + 9 …, the PostgreSQL leg base + 8, + 10 … (tests within a leg run
 * one at a time, so specs may share a slot).
 */
export function ownServerPort(baseURL: string | undefined, slot: number): number {
  return Number(new URL(baseURL ?? 'http://127.0.0.1:3310').port) + 7 + slot * 2
}

export async function waitUntilUp(url: string, timeoutMs: number, exited?: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (exited?.()) throw new Error('the server exited')
    const ok = await fetch(url).then((answer) => answer.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}

/**
 * Starts a server of the build on a database of its own: a fresh PGlite directory, or `dataDir` to start again on
 * one an earlier server of the test left (`stop({ keepData: true })`). `env` overrides the suite's environment
 * (the demo switch among it: `FOYER_DEMO: ''` starts a venue's own, empty site).
 */
export async function startOwnServer(port: number, env: Record<string, string>, options: { dataDir?: string } = {}): Promise<OwnServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'foyer-own-'))
  const server = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? '.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', FOYER_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.on('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(`${url}/api/breaking-news/`, 180_000, () => server.exitCode !== null)
  } catch (error) {
    await stop({ keepData: options.dataDir !== undefined })
    throw new Error(`${String(error)}\n${log.slice(-2000)}`)
  }
  return { url, dataDir, stop, log: () => log }
}
