import { afterEach, describe, expect, it, vi } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { walkModules } from '~/server/db/module-tree'
import type { ModuleNode } from '~/server/db/module-tree'
import { buildPages, newsletterContainer } from '~/server/db/seed/pages'
import type { PageContext } from '~/server/db/seed/pages'
import { isRegisteredModel, moduleRegistry } from './registry'
import { ModuleTree } from './ModuleTree'
import { renderAt } from './test-render'

// The demo seed's CMS pages are the real data the views receive: every module must validate and render.

const both = (de: string, en: string) => ({ de, en })
const context: PageContext = {
  today: Temporal.PlainDate.from('2026-11-20'),
  venues: [
    { id: 1, name: both('Großes Haus', 'Main Theatre'), slug: both('grosses-haus', 'main-theatre'), street: 'Uferpromenade 1', postcode: '47110', city: 'Auenstadt' },
    { id: 2, name: both('Kammerspiele', 'Chamber Theatre'), slug: both('kammerspiele', 'chamber-theatre'), street: 'Zollhof 3', postcode: '47110', city: 'Auenstadt' },
  ],
  articles: [1, 2, 3, 4, 5, 6, 7].map((id) => ({
    id,
    title: both(`Artikel ${id}`, `Article ${id}`),
    slug: both(`artikel-${id}`, `article-${id}`),
    teaser: id % 2 ? both('Ein Blick hinter die Kulissen.', 'A look behind the scenes.') : null,
    image: id % 3 ? `/media/artwork/article/${id}.svg` : null,
    categoryId: (id % 3) + 1,
  })),
  articleCategoryIds: [1, 2, 3],
  nextEventIds: [11, 12, 13, 14, 15],
  familyEventIds: [21, 22],
  festivalEventIds: [31, 32, 33],
  familyTagId: 4,
  forms: [{ key: 'contact', id: 1, slug: both('kontakt', 'contact') }],
}

type Tree = { name: string; nodes: ModuleNode[] }
const trees: Tree[] = [
  ...buildPages(context).flatMap((page) => (['de', 'en'] as const).map((locale) => ({ name: `${page.key} (${locale})`, nodes: page.modules(locale) }))),
  ...(['de', 'en'] as const).map((locale) => ({ name: `newsletter container (${locale})`, nodes: newsletterContainer(locale) })),
]

describe('demo seed module trees', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('uses only registered models, each with data its schema accepts', () => {
    const problems: string[] = []
    for (const tree of trees) {
      for (const node of walkModules(tree.nodes)) {
        if (!isRegisteredModel(node.model)) {
          problems.push(`${tree.name}: ${node.id} has the unknown model ${node.model}`)
          continue
        }
        const result = v.safeParse(moduleRegistry[node.model].schema, node.data)
        if (!result.success) problems.push(`${tree.name}: ${node.model} ${node.id}: ${v.summarize(result.issues)}`)
      }
    }
    expect(problems).toEqual([])
    expect(trees.length).toBeGreaterThan(10)
  })

  it.each(trees.map((tree) => [tree.name, tree] as const))('renders %s without skipping a module', async (_name, tree) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderAt(<ModuleTree nodes={tree.nodes} />, tree.name.endsWith('(en)') ? '/en/page' : '/de/seite')
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('[content-modules]'))).toEqual([])
    expect(html).toContain('data-module-id')
  })
})
