// Loads the app's TypeScript modules (with their `~/` paths) into a plain Node script, through Vite's SSR loader.
import { createServer } from 'vite'

export async function typescriptLoader() {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  return {
    /** a module by its path from the project root, e.g. '/src/server/search/index.server.ts' */
    load: (path) => vite.ssrLoadModule(path),
    close: () => vite.close(),
  }
}
