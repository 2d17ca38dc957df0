import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ALL_PAGES, TagSchema, isTag, tag } from './tags'

const SRC = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The files that name what a page shows or what a write changed. */
const TAGGING = /\brecordContentChange\(|\brecordTags\(|\bTagRules\b|\bnoteOwnChange\(/

describe('page tags', () => {
  it('every constructor builds a tag the database and the manifest accept back', () => {
    const built = [
      tag.event(12),
      tag.production(3),
      tag.article(4),
      tag.person(5),
      tag.venue(6),
      tag.series(7),
      tag.form(8),
      tag.page(9),
      tag.account(10),
      tag.record('event', 11),
      tag.container('footer-logos'),
      tag.nav('de'),
      tag.nav('en'),
      tag.path('/de/programm'),
      tag.collection('events'),
      tag.collection('taxonomy'),
      tag.site('redirects'),
      tag.site('breaking-news'),
      tag.site('sponsor-logos'),
      tag.all(),
    ]
    expect(built).toEqual([
      'event:12',
      'production:3',
      'article:4',
      'person:5',
      'venue:6',
      'series:7',
      'form:8',
      'page:9',
      'account:10',
      'event:11',
      'container:footer-logos',
      'nav:de',
      'nav:en',
      'path:/de/programm',
      'events',
      'taxonomy',
      'redirects',
      'breaking-news',
      'sponsor-logos',
      ALL_PAGES,
    ])
    for (const each of built) expect(v.is(TagSchema, each), each).toBe(true)
  })

  it('refuses what no constructor builds', () => {
    for (const wrong of ['evnet:12', 'event:', 'event:abc', 'event', 'calendar', 'nav:fr', 'container:', 'path:de', '', 'Events']) {
      expect(isTag(wrong), wrong).toBe(false)
    }
  })

  it('writers and readers build their tags with the constructors, not as strings of their own', () => {
    const files = sourceFiles(SRC).filter((file) => !file.endsWith(path.join('static', 'tags.ts')) && TAGGING.test(readFileSync(file, 'utf8')))
    // the writer of every collection, the read rules, the module resolution and the editor are among them
    expect(files.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['server/static/read-tags.server.ts', 'features/collections/service.server.ts', 'server/editor/versions.server.ts', 'features/cms-pages/resolve-modules.server.ts']),
    )
    const spelled = /[`'"](?:(?:event|production|article|person|venue|series|form|page|account|container|nav|path):|(?:events|productions|articles|persons|venues|teasers|taxonomy|redirects|settings|breaking-news|opening-hours|legal)[`'"])/
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${path.relative(SRC, file)}:${index + 1}` }))
        // tag.collection('events') and tag.site('settings') name a tag through its constructor
        .filter(({ line }) => spelled.test(line.replace(/tag\.(?:collection|site)\('[a-z-]+'\)/g, '')) && !/^(?:\/\/|\/\*|\*|case )/.test(line)),
    )
    expect(offenders).toEqual([])
  })
})
