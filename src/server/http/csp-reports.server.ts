import * as v from 'valibot'
import { PayloadTooLargeError } from '~/server/api/http-error'
import { readLimitedBytes } from './body.server'
import { RateLimiter } from './rate-limit'

/**
 * Content-Security-Policy violations the browsers report (`report-uri` and `report-to` of every policy): counted per
 * directive and blocked origin in memory (each instance its own, since it started), shown in the hub's error log,
 * and logged at most a few times a minute — a page with an injected script would otherwise write a line per visit.
 */

const REPORT_BYTES = 16 * 1024
/** distinct directive × origin pairs kept; more are counted as one */
const MAX_KINDS = 200
const perAddress = new RateLimiter(30, 60_000)
const logLines = new RateLimiter(10, 60_000)

// `report-uri`: one report, application/csp-report
const LegacyReport = v.object({
  'csp-report': v.object({
    'document-uri': v.optional(v.string()),
    'violated-directive': v.optional(v.string()),
    'effective-directive': v.optional(v.string()),
    'blocked-uri': v.optional(v.string()),
  }),
})
// `report-to`: a batch, application/reports+json
const ReportBatch = v.array(
  v.object({
    type: v.string(),
    body: v.object({
      documentURL: v.optional(v.string()),
      effectiveDirective: v.optional(v.string()),
      blockedURL: v.optional(v.string()),
    }),
  }),
)

export type CspViolation = { directive: string; blocked: string; count: number; lastSeen: string }

const counts = new Map<string, CspViolation>()
let total = 0
const since = new Date().toISOString()

/** The blocked resource as a count can hold it: an origin, or the browser's keyword (`inline`, `eval`). */
function blockedSource(value: string | undefined): string {
  if (!value) return 'inline'
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol
  } catch {
    return value.slice(0, 40)
  }
}

function record(directive: string | undefined, blocked: string | undefined, page: string | undefined, now: Date): void {
  const kind = { directive: (directive ?? 'unknown').split(' ')[0]?.slice(0, 40) ?? 'unknown', blocked: blockedSource(blocked) }
  const key = counts.has(`${kind.directive} ${kind.blocked}`) || counts.size < MAX_KINDS ? `${kind.directive} ${kind.blocked}` : 'other other'
  const entry = counts.get(key) ?? { directive: key === 'other other' ? 'other' : kind.directive, blocked: key === 'other other' ? 'other' : kind.blocked, count: 0, lastSeen: '' }
  entry.count++
  entry.lastSeen = now.toISOString()
  counts.set(key, entry)
  total++
  if (logLines.take('csp').ok) console.warn(JSON.stringify({ event: 'csp-violation', directive: kind.directive, blocked: kind.blocked, page: page?.slice(0, 200) }))
}

/** `POST /api/csp-report/`: 204 whatever the browser sent (a reporter learns nothing), counted within its limit. */
export async function cspReportResponse(request: Request, address: string): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  if (!perAddress.take(address).ok) return done
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(await readLimitedBytes(request, REPORT_BYTES, 'en')))
  } catch (error) {
    if (error instanceof PayloadTooLargeError || error instanceof SyntaxError) return done
    throw error
  }
  const now = new Date()
  const legacy = v.safeParse(LegacyReport, parsed)
  if (legacy.success) {
    const report = legacy.output['csp-report']
    record(report['effective-directive'] ?? report['violated-directive'], report['blocked-uri'], report['document-uri'], now)
    return done
  }
  const batch = v.safeParse(ReportBatch, parsed)
  if (batch.success) {
    for (const report of batch.output.slice(0, 20)) {
      if (report.type === 'csp-violation') record(report.body.effectiveDirective, report.body.blockedURL, report.body.documentURL, now)
    }
  }
  return done
}

/** What this instance counted since it started, most frequent first. */
export function cspViolationCounts(): { since: string; total: number; results: CspViolation[] } {
  return { since, total, results: [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => ({ ...entry })) }
}

/** Tests start from nothing. */
export function forgetCspViolations(): void {
  counts.clear()
  total = 0
}
