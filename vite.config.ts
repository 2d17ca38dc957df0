import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { nitro } from 'nitro/vite'
import { paraglideOptions } from './paraglide.config.ts'
import { lazyServerFnFetcher } from './vite-plugins/lazy-server-fn-fetcher.ts'

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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  plugins: [
    paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }),
    vanillaExtractPlugin(),
    lazyServerFnFetcher(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({
      // the embedded database and its WebAssembly files must ship with the server output
      traceDeps: ['@electric-sql/pglite*'],
      // hashed assets ship with brotli and gzip copies, answered by encoding with long-lived caching
      compressPublicAssets: { brotli: true, gzip: true },
      // starts the static generator with the server
      plugins: ['./src/server/nitro/demo-clock.ts', './src/server/nitro/start-generator.ts', './src/server/nitro/shutdown.ts'],
      ...(outputDir
        ? { output: { dir: outputDir, serverDir: `${outputDir}/server`, publicDir: `${outputDir}/public` }, buildDir: `node_modules/.nitro-${outputDir.replace(/\W/g, '')}` }
        : {}),
    }),
  ],
})
