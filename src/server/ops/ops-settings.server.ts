import * as v from 'valibot'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const OpsEnvironment = v.object({
  /** `/metrics` answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; unset, it does not exist */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must have at least 16 characters'))),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  /** what a request's log line says about the client: nothing, its network (IPv4 /24, IPv6 /48) or the address */
  LOG_CLIENT_ADDRESS: v.optional(v.picklist(['off', 'network', 'full'], 'LOG_CLIENT_ADDRESS must be off, network or full'), 'off'),
  SENTRY_DSN: v.optional(v.pipe(v.string(), v.url('SENTRY_DSN must be a URL'), v.regex(/^https?:\/\/[^@/]+@/, 'SENTRY_DSN must be https://<key>@<host>/<project>'))),
  SENTRY_ENVIRONMENT: v.optional(v.pipe(v.string(), v.maxLength(64)), 'production'),
  SENTRY_RELEASE: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

export type OpsSettings = v.InferOutput<typeof OpsEnvironment>

/** The operator's settings of logs, metrics and error reports, validated (an invalid one stops the start with its reason). */
export function opsSettingsFrom(env: Record<string, string | undefined>): OpsSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = v.safeParse(OpsEnvironment, present)
  if (!parsed.success) throw new Error(`operations settings are invalid: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
  return parsed.output
}

let cached: OpsSettings | undefined

/** This process's settings, read once. */
export function opsSettings(): OpsSettings {
  return (cached ??= opsSettingsFrom({
    METRICS_TOKEN: process.env.METRICS_TOKEN,
    LOG_LEVEL: process.env.LOG_LEVEL,
    LOG_CLIENT_ADDRESS: process.env.LOG_CLIENT_ADDRESS,
    SENTRY_DSN: process.env.SENTRY_DSN,
    SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT,
    SENTRY_RELEASE: process.env.SENTRY_RELEASE,
  }))
}
