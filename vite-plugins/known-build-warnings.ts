import type { BuildEnvironmentOptions } from 'vite'

type RolldownOptions = NonNullable<BuildEnvironmentOptions['rolldownOptions']>
type OnLog = NonNullable<RolldownOptions['onLog']>
type BuildLog = Parameters<OnLog>[1]

/**
 * Packages whose modules start with "use client": a marker for React Server Components, which Foyer does not use,
 * so the bundler dropping it changes nothing. Rolldown warns once per module (35 boxed warnings in the server build).
 */
const USE_CLIENT_PACKAGES = /(?:^|[\\/"\s])node_modules[\\/]@tanstack[\\/](?:react-query|react-router)[\\/]/

/** The one known, harmless build warning: "use client" at the top of a module of those packages. */
export function isKnownHarmlessWarning(log: BuildLog): boolean {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE' || !log.message.includes('"use client"')) return false
  return USE_CLIENT_PACKAGES.test(log.id ?? '') || USE_CLIENT_PACKAGES.test(log.message)
}

/** Rolldown's `onLog`: passes every log on but the known harmless warning. */
export const withoutKnownHarmlessWarnings: OnLog = (level, log, handler) => {
  if (level === 'warn' && isKnownHarmlessWarning(log)) return
  handler(level, log)
}
