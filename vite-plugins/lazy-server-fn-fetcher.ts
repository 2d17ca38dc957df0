import { dirname, join, sep } from 'node:path'
import type { Plugin } from 'vite'

const LAZY_FETCHER = '\0foyer:lazy-server-fn-fetcher'
const CLIENT_RPC = `${sep}client-rpc${sep}createClientRpc.js`

/**
 * Loads the browser's server-function fetcher when a server function is first called instead of with every
 * page. The fetcher carries seroval's JSON serialiser and deserialiser; no page calls a server function while
 * it loads (page data comes through the contract API), so only a visitor who signs in, books or saves
 * downloads it, and only then.
 *
 * In the client build it answers the one import `createClientRpc` makes (`./serverFnFetcher.js`) with a module
 * that imports the real fetcher on the first call and passes the same arguments on.
 */
export function lazyServerFnFetcher(): Plugin {
  let fetcherPath: string | undefined
  return {
    name: 'foyer:lazy-server-fn-fetcher',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== './serverFnFetcher.js' || !importer?.endsWith(CLIENT_RPC)) return null
      fetcherPath = join(dirname(importer), 'serverFnFetcher.js')
      return LAZY_FETCHER
    },
    load(id) {
      if (id !== LAZY_FETCHER || !fetcherPath) return null
      return [
        'export function serverFnFetcher(...args) {',
        `  return import(${JSON.stringify(fetcherPath)}).then((fetcher) => fetcher.serverFnFetcher(...args))`,
        '}',
      ].join('\n')
    },
    buildEnd(error) {
      // a TanStack Start upgrade that moves the import would otherwise put the fetcher back on every page unnoticed
      if (!error && !fetcherPath) this.error('createClientRpc no longer imports ./serverFnFetcher.js: update vite-plugins/lazy-server-fn-fetcher.ts')
    },
  }
}
