import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment has every function compiled
 * eagerly, on the background thread that compiles it while it downloads, instead of lazily on the main thread the
 * first time each is called. The client's entry chunk holds the framework, the router and the page's shared
 * components, nearly all of which run while the first page hydrates. Other browsers read a comment. The lazy chunks
 * stay lazy: hinting every chunk made a page's whole load longer, not its longest task shorter (decision 0045).
 * The line is added by every build, so a chunk's hashed name still stands for one content.
 */
const HINT = '//# allFunctionsCalledOnLoad\n'

export function compileHintsForEntry(): Plugin {
  return {
    name: 'foyer:compile-hints-for-entry',
    apply: 'build',
    // on the written file: the minifier drops comments, Rolldown writes the code it rendered, and its `postBanner`
    // lands below the chunk-table line Vite puts first in the entry. The server's build comes after the client's and
    // compresses and lists the files as they are then.
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const file = path.join(options.dir, chunk.fileName)
        writeFileSync(file, HINT + readFileSync(file, 'utf8'))
        if (!chunk.sourcemapFileName) continue
        // the source map's lines move down by one
        const mapFile = path.join(options.dir, chunk.sourcemapFileName)
        const map: unknown = JSON.parse(readFileSync(mapFile, 'utf8'))
        if (map && typeof map === 'object' && 'mappings' in map && typeof map.mappings === 'string') writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
      }
    },
  }
}
