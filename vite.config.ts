import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { nitro } from 'nitro/vite'
import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'
import { paraglideOptions } from './paraglide.config.ts'
import { lazyServerFnFetcher } from './vite-plugins/lazy-server-fn-fetcher.ts'
import { cachedIntlFormatters } from './vite-plugins/cached-intl-formatters.ts'
import { withoutKnownHarmlessWarnings } from './vite-plugins/known-build-warnings.ts'
import { compileHintsForEntry } from './vite-plugins/compile-hints.ts'

// The browser build hydrates with Preact's React-compatible layer instead of React DOM: the server still
// renders with React, the visitor downloads about 60 KB less gzipped JavaScript. Only the production client
// build is switched; `vite dev` keeps React for Fast Refresh.
const preactForReact: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': fileURLToPath(new URL('./src/lib/preact-dom-client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}
function preactInTheBrowser(): Plugin {
  return {
    name: 'foyer:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    resolveId(id, importer, options) {
      const target = preactForReact[id]
      if (this.environment.name !== 'client' || !target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

// FOYER_BUILD_DIR lets several builds of one checkout live side by side (the default is .output)
const outputDir = process.env.FOYER_BUILD_DIR

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  // FOYER_SOURCEMAP=1 writes source maps, for measuring what the bundles hold (scripts/bundle-sources.mjs)
  build: {
    sourcemap: Boolean(process.env.FOYER_SOURCEMAP),
    // Each lazy chunk's stylesheets still load with it; its JavaScript imports are found when it arrives
    // instead of through a table of every chunk's dependencies in the entry (5 KB gzipped on every page).
    // The first page's chunks are preloaded by the HTML, the next page's when a link is hovered or focused.
    modulePreload: false,
    // Everything the client entry imports statically (Rolldown's `$initial` tag) joins the entry chunk instead of
    // 50 small shared chunks compressed one by one (10 KB gzipped on every page); lazy routes stay lazy.
    // The public layout (the `$lang` route's component and all it imports) is one chunk, and so one stylesheet: it
    // was eleven chunks shared in different sets with the webshop and the hub, each with its own render-blocking
    // stylesheet (decision 0048). The editor bar stays a chunk of its own, the one part the hub shares with it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: 'EditorBar', test: /[\\/]src[\\/]features[\\/]chrome[\\/]EditorBar\.tsx$/, priority: 2 },
            { name: 'site', test: /[\\/]src[\\/]routes[\\/]\$lang\.tsx\?tsr-split=component$/, priority: 1 },
          ],
        },
      },
      onLog: withoutKnownHarmlessWarnings,
    },
  },
  plugins: [
    preactInTheBrowser(),
    paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }),
    vanillaExtractPlugin(),
    lazyServerFnFetcher(),
    cachedIntlFormatters(),
    compileHintsForEntry(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({
      // the embedded database and its WebAssembly files must ship with the server output
      traceDeps: ['@electric-sql/pglite*'],
      // the server bundle is Nitro's own build: the same one known warning hidden, every other shown
      // non-ASCII characters escaped: V8 keeps a module's source text, one byte a character when it is all Latin-1 and
      // two once it holds a single „ or – (the German texts): about 7 MB less memory for the server (decision 0034)
      rolldownConfig: { onLog: withoutKnownHarmlessWarnings, output: { charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } } },
      // hashed assets ship with brotli and gzip copies, answered by encoding with long-lived caching
      compressPublicAssets: { brotli: true, gzip: true },
      // the logos and the favicon have no hash in their names: a day fresh, then revalidated (ETag) in the background;
      // files never pass the pipeline's headers, so scripts and styles say nosniff here (no type guessed from content)
      routeRules: {
        ...Object.fromEntries(['/brand/**', '/favicon.svg'].map((files) => [files, { headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800', 'x-content-type-options': 'nosniff' } }])),
        '/assets/**': { headers: { 'x-content-type-options': 'nosniff' } },
      },
      // Nitro's Node server, with generated pages answered before any WHATWG object is built
      entry: fileURLToPath(new URL('./src/server/nitro/node-entry.ts', import.meta.url)),
      // starts the static generator with the server
      plugins: ['./src/server/nitro/logging.ts', './src/server/nitro/demo-clock.ts', './src/server/nitro/start-generator.ts', './src/server/nitro/shutdown.ts'],
      ...(outputDir
        ? { output: { dir: outputDir, serverDir: `${outputDir}/server`, publicDir: `${outputDir}/public` }, buildDir: `node_modules/.nitro-${outputDir.replace(/\W/g, '')}` }
        : {}),
    }),
  ],
})
