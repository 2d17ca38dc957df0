import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * An answer given on Node's own request and response objects, before srvx and the framework build a WHATWG
 * `Request`: true when it answered, false to pass the request on. The app registers it (src/server.ts); the
 * server's entry (src/server/nitro/node-entry.ts) calls it. The two belong to different bundles, so it lives on
 * globalThis.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean

declare global {
  var __foyerEarlyAnswer: EarlyAnswer | undefined
}

export function setEarlyAnswer(answer: EarlyAnswer): void {
  globalThis.__foyerEarlyAnswer = answer
}

/** Answers the request early when the app can (it registers itself with its first request), else false. */
export function answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
  const answer = globalThis.__foyerEarlyAnswer
  return answer ? answer(req, res) : false
}
