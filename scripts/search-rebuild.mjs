// Rebuilds the site search index from the content, e.g. after restoring a database from a backup.
// Uses DATABASE_URL when set, otherwise the embedded database in FOYER_DATA_DIR (stop the server first: an
// embedded database belongs to one process). Usage: npm run search:rebuild
import { typescriptLoader } from './load-ts.mjs'

const loader = await typescriptLoader()
try {
  const { openFromEnvironment } = await loader.load('/src/server/db/client.server.ts')
  const { rebuildSearchIndex } = await loader.load('/src/server/search/index.server.ts')
  const handle = await openFromEnvironment()
  try {
    await handle.migrate()
    const started = performance.now()
    const { documents, words } = await rebuildSearchIndex(handle.db)
    const target = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'
    console.log(`Search index rebuilt on ${target}: ${documents} documents, ${words} words in ${Math.round(performance.now() - started)} ms.`)
  } finally {
    await handle.close()
  }
} finally {
  await loader.close()
}
