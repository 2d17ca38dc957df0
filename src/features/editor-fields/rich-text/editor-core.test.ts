import { createElement } from 'react'
import { renderAt } from '~/content-modules/test-render'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $setSelection,
  createEditor,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type ParagraphNode,
  type TextNode,
} from 'lexical'
import { registerRichText } from '@lexical/rich-text'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, registerList } from '@lexical/list'
import { createEmptyHistoryState, registerHistory } from '@lexical/history'
import { REDO_COMMAND, UNDO_COMMAND } from 'lexical'
import { mergeRegister } from '@lexical/utils'
import { RichTextSchema } from '~/lib/rich-text/schema'
import { RichText } from '~/lib/rich-text/RichText'
import { applyLink, RICH_TEXT_NODES, registerRichTextRules } from './editor-core'

// The field's editor without a DOM: the toolbar's commands act on a headless Lexical editor with the field's node
// set and rules; its JSON must pass the stored schema and render through the site's server renderer.

function headlessEditor(): LexicalEditor {
  const editor = createEditor({ namespace: 'test', nodes: [...RICH_TEXT_NODES], onError: (error) => { throw error } })
  mergeRegister(registerRichText(editor), registerList(editor), registerHistory(editor, createEmptyHistoryState(), 0), registerRichTextRules(editor))
  return editor
}

/** One paragraph with `text`, the words from `from` to `to` selected. */
function write(editor: LexicalEditor, text: string, from = 0, to = text.length): void {
  editor.update(
    () => {
      const node = $createTextNode(text)
      const paragraph = $createParagraphNode().append(node)
      $getRoot().clear().append(paragraph)
      select(node, from, to)
    },
    { discrete: true },
  )
}

function select(node: TextNode, from: number, to: number): void {
  const selection = $createRangeSelection()
  selection.anchor.set(node.getKey(), from, 'text')
  selection.focus.set(node.getKey(), to, 'text')
  $setSelection(selection)
}

function run(editor: LexicalEditor, action: () => void): void {
  editor.update(action, { discrete: true })
}

/** The stored JSON (through JSON text, as the database keeps it), parsed by the schema, rendered on the server. */
async function roundTrip(editor: LexicalEditor): Promise<string> {
  const stored: unknown = JSON.parse(JSON.stringify(editor.getEditorState().toJSON()))
  const state = v.parse(RichTextSchema, stored)
  return renderAt(createElement(RichText, { state }))
}

describe('rich-text field round trip (editor JSON → RichTextSchema → server HTML)', () => {
  it('bold', async () => {
    const editor = headlessEditor()
    write(editor, 'Ein fetter Abend', 4, 10)
    run(editor, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'))
    expect(await roundTrip(editor)).toBe('<p>Ein <strong>fetter</strong> Abend</p>')
  })

  it('italic', async () => {
    const editor = headlessEditor()
    write(editor, 'Ganz leise', 5)
    run(editor, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'))
    expect(await roundTrip(editor)).toBe('<p>Ganz <em>leise</em></p>')
  })

  it('refuses formats the toolbar does not offer (underline, code, strikethrough by shortcut)', async () => {
    const editor = headlessEditor()
    write(editor, 'Nur Text')
    run(editor, () => {
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'code')
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'strikethrough')
    })
    expect(await roundTrip(editor)).toBe('<p>Nur Text</p>')
  })

  it('a link gets https:// when typed without a protocol', async () => {
    const editor = headlessEditor()
    write(editor, 'Zum Verlag', 4)
    run(editor, () => applyLink(editor, { url: 'verlag.example/programm', newWindow: false }))
    const json = JSON.stringify(editor.getEditorState().toJSON())
    expect(json).toContain('"url":"https://verlag.example/programm"')
    const html = await roundTrip(editor)
    expect(html).toMatch(/^<p>Zum <a [^>]*href="https:\/\/verlag\.example\/programm"[^>]*>Verlag<\/a><\/p>$/)
    expect(html).not.toContain('target=')
  })

  it('link decorator "Open new Window": target _blank with noopener noreferrer', async () => {
    const editor = headlessEditor()
    write(editor, 'Tickets extern', 8)
    run(editor, () => applyLink(editor, { url: 'https://tickets.example/', newWindow: true }))
    const html = await roundTrip(editor)
    expect(html).toMatch(/<a [^>]*href="https:\/\/tickets\.example\/"/)
    expect(html).toMatch(/<a [^>]*target="_blank"/)
    expect(html).toMatch(/<a [^>]*rel="noopener noreferrer"/)
    expect(html).toContain('>extern<')
  })

  it('an internal path stays a path, in the same window', async () => {
    const editor = headlessEditor()
    write(editor, 'Programm ansehen', 0, 8)
    run(editor, () => applyLink(editor, { url: '/de/programm', newWindow: false }))
    const html = await roundTrip(editor)
    expect(html).toMatch(/<a [^>]*href="\/de\/programm"/)
    expect(html).not.toContain('target=')
  })

  it('removing a link keeps the words', async () => {
    const editor = headlessEditor()
    write(editor, 'weg damit')
    run(editor, () => applyLink(editor, { url: 'https://a.example', newWindow: false }))
    run(editor, () => applyLink(editor, null))
    expect(await roundTrip(editor)).toBe('<p>weg damit</p>')
  })

  it('bulleted list', async () => {
    const editor = headlessEditor()
    write(editor, 'Erster Punkt')
    run(editor, () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined))
    expect(await roundTrip(editor)).toBe('<ul><li>Erster Punkt</li></ul>')
  })

  it('numbered list', async () => {
    const editor = headlessEditor()
    write(editor, 'Schritt eins')
    run(editor, () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined))
    expect(await roundTrip(editor)).toBe('<ol><li>Schritt eins</li></ol>')
  })

  it.each(['left', 'center', 'right'] as const)('align %s', async (alignment) => {
    const editor = headlessEditor()
    write(editor, 'Ausgerichtet')
    run(editor, () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment))
    expect(await roundTrip(editor)).toBe(`<p style="text-align:${alignment}">Ausgerichtet</p>`)
  })

  it('refuses justify, which the toolbar does not offer', async () => {
    const editor = headlessEditor()
    write(editor, 'Blocksatz')
    run(editor, () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'justify'))
    expect(await roundTrip(editor)).toBe('<p>Blocksatz</p>')
  })

  it('undo and redo', async () => {
    const editor = headlessEditor()
    write(editor, 'Rückgängig', 0)
    run(editor, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'))
    expect(await roundTrip(editor)).toBe('<p><strong>Rückgängig</strong></p>')
    run(editor, () => editor.dispatchCommand(UNDO_COMMAND, undefined))
    expect(await roundTrip(editor)).toBe('<p>Rückgängig</p>')
    run(editor, () => editor.dispatchCommand(REDO_COMMAND, undefined))
    expect(await roundTrip(editor)).toBe('<p><strong>Rückgängig</strong></p>')
  })

  it('a paragraph with a text format (typing on after bold) does not loop the rules', async () => {
    const editor = headlessEditor()
    run(editor, () => {
      const paragraph = $createParagraphNode().setTextFormat(1 | 8)
      paragraph.append($createTextNode('weiter'))
      $getRoot().clear().append(paragraph)
    })
    run(editor, () => {
      $getRoot().getFirstChildOrThrow<ParagraphNode>().append($createTextNode(' mehr'))
    })
    expect(await roundTrip(editor)).toBe('<p>weiter mehr</p>')
  })

  it('strips inline styles set on text (pasted fonts and colours)', async () => {
    const editor = headlessEditor()
    run(editor, () => {
      const text = $createTextNode('Bunt').setStyle('font-family: Comic Sans; color: red')
      text.setFormat(1 | 8)
      $getRoot().clear().append($createParagraphNode().append(text))
    })
    const json = JSON.stringify(editor.getEditorState().toJSON())
    expect(json).not.toContain('Comic Sans')
    expect(await roundTrip(editor)).toBe('<p><strong>Bunt</strong></p>')
  })
})
