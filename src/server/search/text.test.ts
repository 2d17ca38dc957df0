import { describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/server/db/module-tree'
import { cleanText, dateWords, modulesToPlain, queryTokens, richTextToPlain, vocabulary } from './text'

const richText = (...paragraphs: string[]) => ({
  root: { type: 'root', version: 1, children: paragraphs.map((text) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] })) },
})

describe('search texts', () => {
  it('splits a search text into at most eight lower-cased words of letters and digits', () => {
    expect(queryTokens('  Die DREIGROSCHEN-Oper 24.12.  ')).toEqual(['die', 'dreigroschen', 'oper', '24', '12'])
    expect(queryTokens("a:* & !b | ' ( ) <script>")).toEqual(['a', 'b', 'script'])
    expect(queryTokens('eins zwei drei vier fünf sechs sieben acht neun zehn')).toHaveLength(8)
    expect(queryTokens('Straße Ærø')).toEqual(['straße', 'ærø'])
    expect(queryTokens('   ')).toEqual([])
  })

  it('reads the text of rich text and of a module tree, not its links, classes or embed codes', () => {
    expect(richTextToPlain(richText('Erster Absatz.', 'Zweiter <b>Absatz</b>.'))).toBe('Erster Absatz. Zweiter Absatz .')
    const modules: ModuleNode[] = [
      { id: 'a', model: 'HeadlineModule', order: 0, data: { content: 'Anfahrt', preline: 'Besuch', anchor: 'top', extra_class: 'wide' } },
      {
        id: 'b',
        model: 'SectionModule',
        order: 1,
        data: {},
        columns: [{ index: 0, classes: 'x', children: [{ id: 'c', model: 'TextModule', order: 0, data: { content: richText('Mit der Straßenbahn bis Zollhof.'), link: '/de/programm' } }] }],
      },
      { id: 'd', model: 'HtmlModule', order: 2, data: { html_code: '<iframe src="https://example.org">' } },
      { id: 'e', model: 'LinkModule', order: 3, data: { title: '/de/besuch' } },
    ]
    expect(modulesToPlain(modules)).toBe('Anfahrt Besuch Mit der Straßenbahn bis Zollhof.')
  })

  it('removes the hit marks and tags from indexed text', () => {
    expect(cleanText('a\uE000b\uE001 <i>c</i>&nbsp;d')).toBe('ab c d')
  })

  it('writes a day the ways a visitor types it', () => {
    expect(dateWords(new Date('2026-12-05T18:30:00Z'), 'de')).toBe('Samstag, 5. Dezember 2026 5 12 2026 05 12')
    expect(dateWords(new Date('2026-12-05T18:30:00Z'), 'en')).toBe('Saturday, 5 December 2026 5 12 2026 05 12')
  })

  it('collects words of three to forty letters for "Did you mean:"', () => {
    expect(vocabulary('Die Dreigroschenoper, 3 Akte: Weill & Brecht')).toEqual(['Die', 'Dreigroschenoper', 'Akte', 'Weill', 'Brecht'])
  })
})
