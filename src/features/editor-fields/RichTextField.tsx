import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react'
import {
  $createRangeSelectionFromDom,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_HIGH,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  $isElementNode,
  type BaseSelection,
  type EditorState,
  type LexicalEditor,
} from 'lexical'
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list'
import { $generateNodesFromDOM } from '@lexical/html'
import { $insertGeneratedNodes } from '@lexical/clipboard'
import { mergeRegister } from '@lexical/utils'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { hasRichTextContent, RichTextSchema } from '~/lib/rich-text/schema'
import { $selectedLink, applyLink, RICH_TEXT_NODES, registerRichTextRules, type Alignment } from './rich-text/editor-core'
import { sanitizePastedHtml } from './rich-text/paste'
import { Dialog } from './Dialog'
import { LinkFinder } from './pickers/LinkFinder'
import type { FieldLang, FieldProps, RichTextValue } from './types'
import * as styles from './fields.css'

/**
 * Rich text with the spec's toolbar (platform.md §9): bold, italic, link (with "Open new Window", https:// by
 * default), bulleted and numbered list, undo, redo, align left, center, right. Stores Lexical's JSON (null when
 * empty). The value is read when the field mounts; give it a new `key` to load another document.
 */
export function RichTextField({ id, label, lang, invalid, describedBy, value, onChange }: FieldProps<RichTextValue>) {
  const labelId = useId()
  const initial = useRef(value)
  const initialConfig = {
    namespace: `rich-text-${id}`,
    nodes: [...RICH_TEXT_NODES],
    editorState: initial.current ? JSON.stringify(initial.current) : null,
    onError: (error: Error) => {
      console.error('[rich-text]', error)
    },
  }
  const handleChange = useCallback(
    (state: EditorState) => {
      const parsed = v.safeParse(RichTextSchema, state.toJSON())
      onChange(parsed.success && hasRichTextContent(parsed.output) ? parsed.output : null)
    },
    [onChange],
  )
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar lang={lang} label={label} editableId={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className={styles.editable}
              ariaLabelledBy={labelId}
              ariaDescribedBy={describedBy}
              ariaInvalid={invalid ? true : undefined}
              ariaMultiline
              role="textbox"
              spellCheck
              lang={lang}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <RulesPlugin />
        <OnChangePlugin onChange={handleChange} ignoreSelectionChange />
      </LexicalComposer>
    </div>
  )
}

/** The toolbar's rules and paste handling. */
function RulesPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      mergeRegister(
        registerRichTextRules(editor),
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            if (!(event instanceof ClipboardEvent)) return false
            const html = event.clipboardData?.getData('text/html')
            // Lexical's own copies and plain text go the usual way (the rules clean them); web and Word HTML is reduced first
            if (!html || event.clipboardData?.types.includes('application/x-lexical-editor')) return false
            event.preventDefault()
            editor.update(() => {
              const selection = $getSelection()
              if (!selection) return
              const nodes = $generateNodesFromDOM(editor, sanitizePastedHtml(html))
              $insertGeneratedNodes(editor, nodes, selection)
            })
            return true
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  )
  return null
}

type ToolbarState = {
  bold: boolean
  italic: boolean
  link: { url: string; newWindow: boolean } | null
  list: 'bullet' | 'number' | null
  align: Alignment
  canUndo: boolean
  canRedo: boolean
}

const INITIAL: ToolbarState = { bold: false, italic: false, link: null, list: null, align: 'left', canUndo: false, canRedo: false }

function readState(): Omit<ToolbarState, 'canUndo' | 'canRedo'> {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, link: null, list: null, align: 'left' }
  const anchor = selection.anchor.getNode()
  const block = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement()
  const list = $isListNode(block) ? (block.getListType() === 'number' ? 'number' : 'bullet') : null
  const format = $isElementNode(block) ? block.getFormatType() : ''
  const align: Alignment = format === 'center' || format === 'right' ? format : 'left'
  return { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link: $selectedLink(), list, align }
}

type Tool = { key: string; label: string; pressed?: boolean; disabled?: boolean; expanded?: boolean; icon: ReactNode; run: () => void }

/** Toolbar icons drawn as strokes: the hub's font has no glyphs for arrows, links or list marks. */
function StrokeIcon({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d={d} />
    </svg>
  )
}

const ICON_PATHS = {
  link: 'M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5',
  bullet: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbered: 'M10 6h10M10 12h10M10 18h10M4 4.5 5.5 3.5v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19.5h3',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  left: 'M3 6h18M3 12h12M3 18h16',
  center: 'M3 6h18M6 12h12M4 18h16',
  right: 'M3 6h18M9 12h12M5 18h16',
} as const

function Toolbar({ lang, label, editableId }: { lang: FieldLang; label: string; editableId: string }) {
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<ToolbarState>(INITIAL)
  const [linkOpen, setLinkOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const savedSelection = useRef<BaseSelection | null>(null)
  const locale = { locale: lang }

  useEffect(() => {
    // read inside the editor's read, set outside it: React runs state updaters later
    const apply = (next: ReturnType<typeof readState>) => setState((previous) => ({ ...previous, ...next }))
    const update = () => apply(editor.read(readState))
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => apply(editorState.read(readState, { editor }))),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          update()
          return false
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (canUndo) => {
          setState((previous) => ({ ...previous, canUndo }))
          return false
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (canRedo) => {
          setState((previous) => ({ ...previous, canRedo }))
          return false
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      // Ctrl/Cmd+K opens the link form, as in most editors
      editor.registerCommand(
        KEY_MODIFIER_COMMAND,
        (event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault()
            openLink(editor)
            return true
          }
          return false
        },
        COMMAND_PRIORITY_HIGH,
      ),
    )
    // openLink only reads refs and setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])

  function openLink(target: LexicalEditor) {
    // the words the editor sees selected: the browser's selection when it lies in this field — the editor state takes
    // it over only on the next selectionchange task, and a quick Shift+Tab to the toolbar can come first
    const root = target.getRootElement()
    const dom = typeof window === 'undefined' ? null : window.getSelection()
    const inField = root !== null && dom !== null && !dom.isCollapsed && root.contains(dom.anchorNode) && root.contains(dom.focusNode)
    target.read(() => {
      const fromDom = inField ? $createRangeSelectionFromDom(dom, target) : null
      savedSelection.current = fromDom ?? $getSelection()?.clone() ?? null
    })
    setLinkOpen(true)
  }

  const tools: (Tool | 'separator')[] = [
    { key: 'bold', label: m.editor_fields_rt_bold({}, locale), icon: 'B', pressed: state.bold, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    { key: 'italic', label: m.editor_fields_rt_italic({}, locale), icon: 'I', pressed: state.italic, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
    { key: 'link', label: m.editor_fields_rt_link({}, locale), icon: <StrokeIcon d={ICON_PATHS.link} />, pressed: state.link !== null, expanded: linkOpen, run: () => (linkOpen ? setLinkOpen(false) : openLink(editor)) },
    'separator',
    {
      key: 'bullet',
      label: m.editor_fields_rt_bullet_list({}, locale),
      icon: <StrokeIcon d={ICON_PATHS.bullet} />,
      pressed: state.list === 'bullet',
      run: () => editor.dispatchCommand(state.list === 'bullet' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined),
    },
    {
      key: 'number',
      label: m.editor_fields_rt_numbered_list({}, locale),
      icon: <StrokeIcon d={ICON_PATHS.numbered} />,
      pressed: state.list === 'number',
      run: () => editor.dispatchCommand(state.list === 'number' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined),
    },
    'separator',
    { key: 'undo', label: m.editor_fields_rt_undo({}, locale), icon: <StrokeIcon d={ICON_PATHS.undo} />, disabled: !state.canUndo, run: () => editor.dispatchCommand(UNDO_COMMAND, undefined) },
    { key: 'redo', label: m.editor_fields_rt_redo({}, locale), icon: <StrokeIcon d={ICON_PATHS.redo} />, disabled: !state.canRedo, run: () => editor.dispatchCommand(REDO_COMMAND, undefined) },
    'separator',
    { key: 'left', label: m.editor_fields_rt_align_left({}, locale), icon: <StrokeIcon d={ICON_PATHS.left} />, pressed: state.align === 'left', run: () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'left') },
    { key: 'center', label: m.editor_fields_rt_align_center({}, locale), icon: <StrokeIcon d={ICON_PATHS.center} />, pressed: state.align === 'center', run: () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center') },
    { key: 'right', label: m.editor_fields_rt_align_right({}, locale), icon: <StrokeIcon d={ICON_PATHS.right} />, pressed: state.align === 'right', run: () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'right') },
  ]
  const buttonTools = tools.filter((tool): tool is Tool => tool !== 'separator')

  // the WAI-ARIA toolbar pattern: one tab stop, arrow keys, Home and End move between the buttons
  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const last = buttonTools.length - 1
    const next =
      event.key === 'ArrowRight' ? (focusIndex >= last ? 0 : focusIndex + 1)
      : event.key === 'ArrowLeft' ? (focusIndex <= 0 ? last : focusIndex - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  let index = -1
  return (
    <>
      <div role="toolbar" aria-label={`${label}: ${m.editor_fields_rt_toolbar({}, locale)}`} aria-controls={editableId} className={styles.toolbar} onKeyDown={onKeyDown}>
        {tools.map((tool, position) => {
          if (tool === 'separator') return <span key={`separator-${position}`} className={styles.separator} aria-hidden="true" />
          index += 1
          const own = index
          return (
            <button
              key={tool.key}
              ref={(element) => {
                buttons.current[own] = element
              }}
              type="button"
              className={styles.toolButton}
              tabIndex={own === focusIndex ? 0 : -1}
              title={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              aria-expanded={tool.expanded}
              aria-disabled={tool.disabled ? true : undefined}
              data-tool={tool.key}
              onFocus={() => setFocusIndex(own)}
              // keep the text selection in the editor when the toolbar is clicked
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!tool.disabled) tool.run()
              }}
            >
              <span aria-hidden="true" style={tool.key === 'bold' ? { fontWeight: 800 } : tool.key === 'italic' ? { fontStyle: 'italic' } : undefined}>
                {tool.icon}
              </span>
              <span className={styles.visuallyHidden}>{tool.label}</span>
            </button>
          )
        })}
      </div>
      {linkOpen ? (
        <LinkForm
          lang={lang}
          current={state.link}
          onCancel={() => {
            setLinkOpen(false)
            editor.focus()
          }}
          onApply={(input) => {
            editor.update(() => {
              if (savedSelection.current) $setSelection(savedSelection.current.clone())
              applyLink(editor, input)
            })
            setLinkOpen(false)
            editor.focus()
          }}
        />
      ) : null}
    </>
  )
}

function LinkForm({
  lang,
  current,
  onApply,
  onCancel,
}: {
  lang: FieldLang
  current: { url: string; newWindow: boolean } | null
  onApply: (input: { url: string; newWindow: boolean } | null) => void
  onCancel: () => void
}) {
  const [url, setUrl] = useState(current?.url ?? '')
  const [newWindow, setNewWindow] = useState(current?.newWindow ?? false)
  const [finding, setFinding] = useState(false)
  const urlId = useId()
  const hintId = useId()
  const windowId = useId()
  const urlInput = useRef<HTMLInputElement>(null)
  // the form opens on the editor's request: the address is what the editor types next (focused as it
  // appears, before the next key press can go elsewhere; Preact, the browser's renderer, ignores autoFocus)
  useLayoutEffect(() => urlInput.current?.focus(), [])
  const locale = { locale: lang }
  return (
    <div
      className={styles.linkForm}
      role="group"
      aria-label={m.editor_fields_rt_link({}, locale)}
      onKeyDown={(event) => {
        // Escape in the link finder's dialog closes that dialog only
        const dialog = event.target instanceof Element ? event.target.closest('dialog') : null
        if (dialog && event.currentTarget.contains(dialog)) return
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          onCancel()
        }
      }}
    >
      <label htmlFor={urlId} className={styles.label}>
        {m.editor_fields_rt_link_url({}, locale)}
      </label>
      <input
        id={urlId}
        className={styles.input}
        type="text"
        inputMode="url"
        autoComplete="off"
        ref={urlInput}
        aria-describedby={hintId}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            onApply({ url, newWindow })
          }
        }}
      />
      <span id={hintId} className={styles.muted}>
        {m.editor_fields_rt_link_hint({}, locale)}
      </span>
      <span className={styles.row}>
        <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setFinding(true)}>
          {m.editor_fields_link_choose({}, locale)}
        </button>
      </span>
      <Dialog title={m.editor_fields_linkfinder_title({}, locale)} lang={lang} open={finding} onClose={() => setFinding(false)}>
        <LinkFinder
          lang={lang}
          onPick={(target) => {
            setUrl(target.path)
            setFinding(false)
          }}
        />
      </Dialog>
      <span className={styles.row}>
        <input id={windowId} type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
        <label htmlFor={windowId}>{m.editor_fields_open_new_window({}, locale)}</label>
      </span>
      <span className={styles.row}>
        <button type="button" className={styles.primary} onClick={() => onApply({ url, newWindow })}>
          {m.editor_fields_rt_link_apply({}, locale)}
        </button>
        {current ? (
          <button type="button" className={styles.button} onClick={() => onApply(null)}>
            {m.editor_fields_rt_link_remove({}, locale)}
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={onCancel}>
          {m.editor_fields_rt_link_cancel({}, locale)}
        </button>
      </span>
    </div>
  )
}
