// Measures the site search server-side on 50 times the demo content, on PGlite and on PostgreSQL (a throwaway
// database on DATABASE_URL or the local server, dropped afterwards): autocomplete and full search p50/p95.
// Usage: node scripts/bench-search.mjs [copies=50] [rounds=300]
import { cpus, loadavg } from 'node:os'
import { typescriptLoader } from './load-ts.mjs'
import { createDatabase, dropDatabase, findPostgres } from './postgres.mjs'

const COPIES = Number(process.argv[2] ?? 50)
const ROUNDS = Number(process.argv[3] ?? 300)

// what visitors type: prefixes while typing (autocomplete) and submitted texts (full search), typos included
const TYPED = {
  de: ['d', 'dr', 'drei', 'dreigro', 'konz', 'kult', 'jonas', 'seeb', 'wint', 'mack', 'famil', 'dreigroschenopfer', 'licht', 'oper', 'xyz'],
  en: ['t', 'th', 'three', 'threep', 'conc', 'cult', 'jonas', 'lake', 'wint', 'mack', 'fami', 'threepeny', 'light', 'opera', 'xyz'],
}
const SUBMITTED = {
  de: ['Dreigroschenoper', 'Konzert', 'Kulturhaus', 'Jonas Aßmann', 'Seebühne', 'Winterreise', 'Familie', 'Dezember', 'Theater am Fluss', 'Dreigroschenopfer', 'Lichterfest', 'Kostümwerkstatt'],
  en: ['Threepenny Opera', 'concert', 'Kulturhaus', 'Jonas Aßmann', 'lake stage', 'Winterreise', 'family', 'December', 'theatre', 'Threepeny', 'festival of lights', 'costume workshop'],
}

const loader = await typescriptLoader()
const client = await loader.load('/src/server/db/client.server.ts')
const schema = await loader.load('/src/server/db/schema.ts')
const search = await loader.load('/src/server/search/query.server.ts')
const index = await loader.load('/src/server/search/index.server.ts')
const keywords = await loader.load('/src/server/search/keywords.server.ts')
const { eq, sql } = await import('drizzle-orm')

/** Copies the indexed content (events with their cast, productions, articles, persons, venues, series, pages). */
async function multiply(db, copies) {
  const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest
  const events = await db.select().from(schema.events)
  const credits = await db.select().from(schema.eventPersons)
  const creditsOf = Map.groupBy(credits, (row) => row.eventId)
  const tables = [schema.productions, schema.articles, schema.venues, schema.series]
  const rowsOf = new Map()
  for (const table of tables) rowsOf.set(table, await db.select().from(table))
  const persons = await db.select().from(schema.persons)
  const pages = await db.select().from(schema.pages)
  const translations = await db.select().from(schema.pageTranslations)
  for (let copy = 1; copy < copies; copy++) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < events.length; i += 300) {
        const chunk = events.slice(i, i + 300)
        const inserted = await tx
          .insert(schema.events)
          .values(chunk.map((event) => ({ ...strip(event), shopEventId: null })))
          .returning({ id: schema.events.id })
        const castRows = chunk.flatMap((event, n) => (creditsOf.get(event.id) ?? []).map(({ id: _id, ...credit }) => ({ ...credit, eventId: inserted[n].id })))
        for (let j = 0; j < castRows.length; j += 500) await tx.insert(schema.eventPersons).values(castRows.slice(j, j + 500))
      }
      for (const table of tables) {
        const rows = rowsOf.get(table)
        for (let i = 0; i < rows.length; i += 300) await tx.insert(table).values(rows.slice(i, i + 300).map(strip))
      }
      await tx.insert(schema.persons).values(persons.map((person) => ({ ...strip(person), slug: `${person.slug}-${copy}` })))
      for (const page of pages) {
        const [row] = await tx
          .insert(schema.pages)
          .values({ ...strip(page), parentId: null })
          .returning({ id: schema.pages.id })
        const own = translations.filter((translation) => translation.pageId === page.id)
        await tx.insert(schema.pageTranslations).values(own.map((translation) => ({ ...strip(translation), pageId: row.id, path: `${translation.path || 'home'}-${copy}` })))
      }
    })
  }
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

async function measure(label, rounds, run) {
  const times = []
  for (let n = 0; n < rounds; n++) {
    const started = performance.now()
    await run(n)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) }
}

async function bench(name, handle) {
  const { db } = handle
  let started = performance.now()
  await client.prepareDatabase(handle, { demo: true })
  const seeded = performance.now() - started
  started = performance.now()
  await multiply(db, COPIES)
  const multiplied = performance.now() - started
  started = performance.now()
  const { documents, words } = await index.rebuildSearchIndex(db)
  const rebuilt = performance.now() - started
  await db.execute(sql`ANALYZE`)
  const [events] = await db.select({ n: sql`count(*)::int` }).from(schema.events)
  console.log(`\n${name}: ${COPIES}× demo content — ${events.n} events, ${documents} search documents, ${words} words`)
  console.log(`  seed ${(seeded / 1000).toFixed(1)} s, copies ${(multiplied / 1000).toFixed(1)} s, index rebuild ${(rebuilt / 1000).toFixed(1)} s`)
  const langs = ['de', 'en']
  const pick = (lists, n) => {
    const lang = langs[n % 2]
    const list = lists[lang]
    return { lang, text: list[Math.floor(n / 2) % list.length] }
  }
  // warm up: the first queries load the indexes into memory
  for (let n = 0; n < 40; n++) {
    const typed = pick(TYPED, n)
    await search.autocomplete(db, typed.lang, typed.text)
    const submitted = pick(SUBMITTED, n)
    await search.runSearch(db, submitted.lang, submitted.text, 'all', 1)
  }
  // one edit and its reindex, as an editor's save does it
  const [event] = await db.select({ id: schema.events.id, title: schema.events.title }).from(schema.events).limit(1)
  const edit = await measure('edit an event title + reindex (one transaction)', 20, async (n) => {
    await db.transaction(async (tx) => {
      await tx.update(schema.events).set({ title: { ...event.title, de: `${event.title.de} ${n}` } }).where(eq(schema.events.id, event.id))
      await index.reindexSearchDocuments(tx, [{ kind: 'event', id: event.id }])
    })
  })
  const results = [
    await measure('autocomplete', ROUNDS, async (n) => {
      const { lang, text } = pick(TYPED, n)
      await search.autocomplete(db, lang, text)
    }),
    await measure('full search (counts, page 1 of all, did-you-mean, keyword)', ROUNDS, async (n) => {
      const { lang, text } = pick(SUBMITTED, n)
      const { counts } = await search.runSearch(db, lang, text, 'all', 1)
      await keywords.recordSearchKeyword(db, lang, text, counts.all)
    }),
    await measure('events category, page 2', Math.round(ROUNDS / 3), async (n) => {
      const { lang, text } = pick(SUBMITTED, n)
      await search.runSearch(db, lang, text, 'events', 2)
    }),
    edit,
  ]
  console.log(`  load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} on ${cpus().length} cores (figures on a busy machine are slower by about that factor)`)
  for (const row of results) console.log(`  ${row.label.padEnd(62)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms   max ${row.max.toFixed(1).padStart(6)} ms`)
  return results
}

try {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const pglite = await client.openPglite({ client: await PGlite.create({ extensions: { pg_trgm } }) })
  try {
    await bench('PGlite (in memory)', pglite)
  } finally {
    await pglite.close()
  }
  const server = await findPostgres()
  if (!server) console.log('\nPostgreSQL: no server found (DATABASE_URL or 127.0.0.1:5432), skipped')
  else {
    const { name, url } = await createDatabase(server, 'foyer_bench_search')
    const handle = await client.openPostgres(url, { max: 4 })
    try {
      await bench(`PostgreSQL (${new URL(server).host})`, handle)
    } finally {
      await handle.close()
      await dropDatabase(server, name)
    }
  }
} finally {
  await loader.close()
}
