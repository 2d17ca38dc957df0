// What a built chunk is made of: bytes per source package or directory, from its source map.
// Usage: FOYER_SOURCEMAP=1 FOYER_BUILD_DIR=.output-map npx vite build && node scripts/bundle-sources.mjs .output-map/public/assets/index-*.js
import { readFileSync } from 'node:fs'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'

for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8')
  const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
  const lines = code.split('\n')
  const offsets = [0]
  for (const line of lines) offsets.push(offsets.at(-1) + line.length + 1)
  const bytes = new Map()
  let previous = null
  const add = (source, from, to) => bytes.set(source, (bytes.get(source) ?? 0) + Math.max(0, to - from))
  eachMapping(map, (mapping) => {
    const at = offsets[mapping.generatedLine - 1] + mapping.generatedColumn
    if (previous) add(previous.source, previous.at, at)
    previous = { source: mapping.source ?? '(none)', at }
  })
  if (previous) add(previous.source, previous.at, code.length)
  const group = (source) => {
    const nm = source.lastIndexOf('node_modules/')
    if (nm >= 0) {
      const rest = source.slice(nm + 13).split('/')
      return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
    }
    return source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/')
  }
  const groups = new Map()
  for (const [source, size] of bytes) groups.set(group(source), (groups.get(group(source)) ?? 0) + size)
  console.log(`${file}: ${code.length} bytes`)
  for (const [name, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${String(size).padStart(9)}  ${name}`)
}
