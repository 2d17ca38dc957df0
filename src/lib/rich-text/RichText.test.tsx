import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { renderAt } from '~/content-modules/test-render'
import { RichText } from './RichText'
import { hasRichTextContent, RichTextSchema } from './schema'
import type { LexicalNode, RichTextState } from './schema'

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' })
const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({ type, version: 1, direction: 'ltr', format: '', indent: 0, children, ...extra })
const state = (...children: LexicalNode[]): RichTextState => ({ root: { type: 'root', version: 1, children } })
const render = (...children: LexicalNode[]) => renderAt(<RichText state={state(...children)} />)

describe('rich text rendering', () => {
  it('renders paragraphs, headings and quotes', async () => {
    const html = await render(
      element('heading', [text('Das Haus')], { tag: 'h2' }),
      element('paragraph', [text('Vier Spielstätten.')]),
      element('heading', [text('Klein')], { tag: 'h4' }),
      element('quote', [text('Ein Zitat')]),
    )
    expect(html).toBe('<h2>Das Haus</h2><p>Vier Spielstätten.</p><h4>Klein</h4><blockquote>Ein Zitat</blockquote>')
  })

  it('turns an h1 into h2, since the page title is the only h1', async () => {
    expect(await render(element('heading', [text('Titel')], { tag: 'h1' }))).toBe('<h2>Titel</h2>')
  })

  it('applies the text format bitmask', async () => {
    const html = await render(element('paragraph', [text('fett', 1), text(' '), text('kursiv', 2), text('beides', 3), text('unter', 8), text('code', 16)]))
    expect(html).toBe('<p><strong>fett</strong> <em>kursiv</em><strong><em>beides</em></strong><u>unter</u><code>code</code></p>')
  })

  it('renders line breaks and keeps empty paragraphs as empty lines', async () => {
    expect(await render(element('paragraph', [text('Zeile 1'), { type: 'linebreak', version: 1 }, text('Zeile 2')]), element('paragraph', []))).toBe(
      '<p>Zeile 1<br/>Zeile 2</p><p><br/></p>',
    )
  })

  it('aligns element nodes by their format', async () => {
    const html = await render(element('paragraph', [text('Mitte')], { format: 'center' }), element('heading', [text('Rechts')], { tag: 'h3', format: 'right' }))
    expect(html).toBe('<p style="text-align:center">Mitte</p><h3 style="text-align:right">Rechts</h3>')
  })

  it('renders bullet and numbered lists with nested lists inside the item before them', async () => {
    const nested = element('list', [element('listitem', [text('Unterpunkt')], { value: 1 })], { listType: 'bullet', tag: 'ul' })
    const html = await render(
      element('list', [element('listitem', [text('Eins')], { value: 1 }), element('listitem', [nested], { value: 2 }), element('listitem', [text('Zwei')], { value: 2 })], {
        listType: 'number',
        start: 1,
        tag: 'ol',
      }),
      element('list', [element('listitem', [text('Punkt')])], { listType: 'bullet', tag: 'ul' }),
    )
    expect(html).toBe('<ol><li>Eins<ul><li>Unterpunkt</li></ul></li><li>Zwei</li></ol><ul><li>Punkt</li></ul>')
  })

  it('keeps the start number of a numbered list', async () => {
    expect(await render(element('list', [element('listitem', [text('Drei')])], { listType: 'number', start: 3 }))).toBe('<ol start="3"><li>Drei</li></ol>')
  })

  it('renders internal links as site links, external "open new window" links without opener, mail links in place', async () => {
    const html = await render(
      element('paragraph', [
        element('link', [text('Team')], { url: '/de/team', target: null, rel: null }),
        text(' und '),
        element('link', [text('Stadt')], { url: 'https://auenstadt.example', target: '_blank', rel: 'noopener' }),
        element('link', [text('Post')], { url: 'mailto:kasse@example.org', target: '_blank' }),
      ]),
    )
    expect(html).toBe(
      '<p><a href="/de/team">Team</a> und <a href="https://auenstadt.example" target="_blank" rel="noopener noreferrer">Stadt</a><a href="mailto:kasse@example.org">Post</a></p>',
    )
  })

  it('adds the default protocol to bare addresses and drops unsafe links but keeps their words', async () => {
    const html = await render(
      element('paragraph', [
        element('link', [text('Beispiel')], { url: 'www.example.org' }),
        element('link', [text('Böse')], { url: 'javascript:alert(1)' }),
        element('link', [text('Daten')], { url: 'data:text/html,x' }),
      ]),
    )
    expect(html).toBe('<p><a href="https://www.example.org">Beispiel</a>BöseDaten</p>')
  })

  it('ignores unknown nodes and escapes text', async () => {
    const html = await render(element('paragraph', [text('<script>x</script>')]), element('youtube', [text('verborgen')], { videoID: 'x' }), { type: 'image', version: 1, src: 'x' })
    expect(html).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>')
  })
})

describe('rich text schema', () => {
  it('accepts a serialized editor state and rejects other shapes', () => {
    expect(v.is(RichTextSchema, state(element('paragraph', [text('Hallo')])))).toBe(true)
    expect(v.is(RichTextSchema, { root: { type: 'paragraph', children: [] } })).toBe(false)
    expect(v.is(RichTextSchema, { root: { type: 'root', children: [{ children: [] }] } })).toBe(false)
    expect(v.is(RichTextSchema, '<p>Hallo</p>')).toBe(false)
  })

  it('tells an empty document from one with text', () => {
    expect(hasRichTextContent(state(element('paragraph', [])))).toBe(false)
    expect(hasRichTextContent(state(element('paragraph', [text('  ')])))).toBe(false)
    expect(hasRichTextContent(state(element('list', [element('listitem', [text('x')])])))).toBe(true)
  })
})
