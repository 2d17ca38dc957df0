/**
 * The Node.js release Foyer is built, tested and measured on (the `node` package pinned in package.json, which
 * `npm start`, the systemd unit and the image run). From 24 on, `AsyncLocalStorage` is carried by V8's continuation
 * data (AsyncContextFrame). Before 24 it installs async hooks, and every promise and tick then calls them. On Node
 * 20 a generated page from the fast path cost 42–48 µs of CPU instead of 29–31 µs (decision 0047).
 */
export const MEASURED_NODE_MAJOR = 24

/** A warning for the log when the server runs on an older Node.js than it is measured on, else null. */
export function runtimeWarning(nodeVersion: string): string | null {
  const major = Number.parseInt(nodeVersion.replace(/^v/, '').split('.')[0] ?? '', 10)
  if (!Number.isFinite(major) || major >= MEASURED_NODE_MAJOR) return null
  return (
    `[runtime] Node.js ${nodeVersion} runs this server; Foyer is measured on Node.js ${MEASURED_NODE_MAJOR}. ` +
    `Before ${MEASURED_NODE_MAJOR}, AsyncLocalStorage runs on async hooks and every request costs more CPU: ` +
    `start it with the repository's own node (node_modules/.bin/node, as npm start does)`
  )
}
