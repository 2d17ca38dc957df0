import { format } from 'node:util'
import pino from 'pino'
import type { Logger } from 'pino'
import { opsSettings } from './ops-settings.server'

/**
 * The server's log: one JSON object a line on standard output (pino), at `LOG_LEVEL` (default info). Lines are
 * written asynchronously in batches, so a request never waits for the terminal or the journal; they are flushed at
 * exit.
 */
let logger: Logger | undefined

export function serverLog(): Logger {
  return (logger ??= pino(
    {
      level: opsSettings().LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false }),
  ))
}

/** Flushes what waits (at shutdown). */
export function flushServerLog(): void {
  logger?.flush()
}

const EMAIL = /[^\s<>()"'@,;:]+@[^\s<>()"'@,;:]+\.[a-z]{2,}/gi

/** Messages of the code carry no personal data on purpose; an address that slipped in is replaced all the same. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL, '<e-mail>')
}

type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error'

/** A console call as a log entry: `[scope] text` becomes `{ scope, msg }`, an Error among the arguments `err`. */
export function consoleEntry(args: readonly unknown[]): { scope?: string; msg: string; err?: Error } {
  const err = args.find((arg): arg is Error => arg instanceof Error)
  const rest = args.filter((arg) => arg !== err)
  let msg = withoutEmailAddresses(format(...rest))
  const scope = /^\[([\w:-]{1,30})\] ?/.exec(msg)
  if (scope?.[1]) msg = msg.slice(scope[0].length)
  if (err && msg === '') msg = err.message
  return { ...(scope?.[1] ? { scope: scope[1] } : {}), msg, ...(err ? { err } : {}) }
}

let routed = false

/**
 * Routes the code's `console.*` calls through the log (the server entry's first plugin), so that every line the
 * server writes is one JSON object. `onError` hears every error logged (the error reports).
 */
export function routeConsoleToLog(onError?: (error: Error, entry: { scope?: string; msg: string }) => void): void {
  if (routed) return
  routed = true
  const log = serverLog()
  const route = (level: ConsoleLevel) => (...args: unknown[]) => {
    const entry = consoleEntry(args)
    log[level](entry)
    if (level === 'error' && entry.err && onError) onError(entry.err, entry)
  }
  console.debug = route('debug')
  console.log = route('info')
  console.info = route('info')
  console.warn = route('warn')
  console.error = route('error')
}
