import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { DndContext, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core'
import type { CollisionDetection, DragEndEvent, DragMoveEvent } from '@dnd-kit/core'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'
import type { DeletedPage, PageLink, PageState, PageTreeEntry } from '~/contract/page-tree'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors, ProblemAlert } from '~/features/hub/HubPage'
import { formatInstant } from '~/features/hub/format'
import * as hub from '~/features/hub/hub.css'
import { showToast } from '~/ui/toasts'
import { Switch } from '~/ui/Switch'
import { PAGE_THEMES, dropPlacement, pageAddress, slugFromTitle } from './page-tree.shared'
import type { DropWhere } from './page-tree.shared'
import { pageTreeQueries } from './page-tree.queries'
import * as styles from './page-tree.css'

const LANGS = ['de', 'en'] as const

function stateLabel(state: PageState, lang: Locale): string {
  const locale = { locale: lang }
  switch (state) {
    case 'draft':
      return m.tree_state_draft({}, locale)
    case 'published':
      return m.tree_state_published({}, locale)
    case 'changes':
      return m.tree_state_changes({}, locale)
    case 'offline':
      return m.tree_state_offline({}, locale)
    case 'scheduled':
      return m.tree_state_scheduled({}, locale)
  }
}

type Node = { page: PageTreeEntry; children: Node[]; level: number }

function buildTree(pages: PageTreeEntry[]): Node[] {
  const byParent = new Map<number | null, PageTreeEntry[]>()
  for (const page of pages) byParent.set(page.parent_id, [...(byParent.get(page.parent_id) ?? []), page])
  const build = (parent: number | null, level: number): Node[] =>
    (byParent.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id).map((page) => ({ page, level, children: build(page.id, level + 1) }))
  return build(null, 1)
}

/** The ids of a page and everything below it. */
function subtreeIds(pages: PageTreeEntry[], id: number): Set<number> {
  const ids = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const page of pages) if (page.parent_id !== null && ids.has(page.parent_id) && !ids.has(page.id)) {
      ids.add(page.id)
      grew = true
    }
  }
  return ids
}

/** The pages below a page, in tree order, with their depth below it (1: a child). */
function descendantsOf(pages: PageTreeEntry[], id: number): { page: PageTreeEntry; depth: number }[] {
  const result: { page: PageTreeEntry; depth: number }[] = []
  const walk = (parent: number, depth: number) => {
    for (const page of pages.filter((entry) => entry.parent_id === parent).sort((a, b) => a.position - b.position || a.id - b.id)) {
      result.push({ page, depth })
      walk(page.id, depth + 1)
    }
  }
  walk(id, 1)
  return result
}

/**
 * Where a dragged page goes on the row it is over: the top quarter drops before that page, the bottom quarter after
 * it, the middle inside it (the pointer's height, or the dragged row's middle when the keyboard drags).
 */
function dropWhereOf(event: DragMoveEvent | DragEndEvent): DropWhere {
  const over = event.over?.rect
  if (!over || over.height === 0) return 'inside'
  const start = event.activatorEvent
  const moved = event.active.rect.current.translated
  const y = start instanceof MouseEvent ? start.clientY + event.delta.y : moved ? moved.top + moved.height / 2 : null
  if (y === null) return 'inside'
  const share = (y - over.top) / over.height
  return share < 0.25 ? 'before' : share > 0.75 ? 'after' : 'inside'
}

/** The row under the pointer (the keyboard, without one, takes the row the dragged one covers most). */
const underPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : rectIntersection(args)
}

/** The page tree of the hub (issue 31): the pages in their places, their states, and what editors do with them. */
export function PageTree({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const query = useQuery(pageTreeQueries.tree(lang))
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState('')
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set())
  const [selected, setSelected] = useState<number | null>(null)
  const [dialog, setDialog] = useState<null | { kind: 'create'; parent: number | null } | { kind: 'move'; id: number } | { kind: 'delete'; id: number }>(null)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [dropHint, setDropHint] = useState<{ id: number; where: DropWhere } | null>(null)
  const pages = useMemo(() => query.data?.pages ?? [], [query.data])
  const refresh = () => queryClient.invalidateQueries({ queryKey: pageTreeQueries.all })
  const filterId = useId()

  // a filter shows the matching pages with the pages above them
  const needle = filter.trim().toLocaleLowerCase(lang)
  const visibleIds = useMemo(() => {
    if (!needle) return null
    const shown = new Set<number>()
    for (const page of pages) {
      if (!LANGS.some((l) => page.locales[l].title.toLocaleLowerCase(lang).includes(needle))) continue
      let current: PageTreeEntry | undefined = page
      while (current && !shown.has(current.id)) {
        shown.add(current.id)
        const parent: number | null = current.parent_id
        current = parent === null ? undefined : pages.find((entry) => entry.id === parent)
      }
    }
    return shown
  }, [needle, pages, lang])

  const roots = useMemo(() => buildTree(pages), [pages])
  // the items a keyboard reaches, in order: the expanded branches of what the filter leaves
  const flat = useMemo(() => {
    const list: Node[] = []
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        if (visibleIds && !visibleIds.has(node.page.id)) continue
        list.push(node)
        if (visibleIds || !collapsed.has(node.page.id)) walk(node.children)
      }
    }
    walk(roots)
    return list
  }, [roots, collapsed, visibleIds])
  const focusId = selected !== null && flat.some((node) => node.page.id === selected) ? selected : (flat[0]?.page.id ?? null)
  const selectedPage = pages.find((page) => page.id === selected) ?? null

  const move = async (id: number, parent: number | null, position: number) => {
    const page = pages.find((entry) => entry.id === id)
    if (!page) return
    setProblem(null)
    try {
      await api.call('pageTreeMove', { params: { lang, id: String(id) }, body: { revision: page.revision, parent_id: parent, position } })
      showToast(m.tree_moved({ title: page.locales[lang].title }, locale))
      if (parent !== null) setCollapsed((current) => new Set([...current].filter((entry) => entry !== parent)))
      await refresh()
    } catch (error) {
      const answer = writeProblem(error, lang)
      setProblem(answer)
      showToast(answer.message, 'error')
    }
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor))
  const onDragMove = (event: DragMoveEvent) => {
    const over = event.over?.id
    const target = Number(over)
    const next = over === undefined || over === 'top' || target === Number(event.active.id) ? null : { id: target, where: dropWhereOf(event) }
    setDropHint((current) => (current?.id === next?.id && current?.where === next?.where ? current : next))
  }
  const onDragEnd = (event: DragEndEvent) => {
    setDropHint(null)
    const id = Number(event.active.id)
    const over = event.over?.id
    if (over === undefined || over === id) return
    if (over === 'top') return void move(id, null, roots.filter((node) => node.page.id !== id).length)
    const placement = dropPlacement(pages, id, Number(over), dropWhereOf(event))
    if (placement) void move(id, placement.parent_id, placement.position)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = flat.findIndex((node) => node.page.id === focusId)
    const node = flat[index]
    if (!node) return
    const focus = (next: Node | undefined) => {
      if (!next) return
      event.preventDefault()
      setSelected(next.page.id)
      document.getElementById(`tree-item-${next.page.id}`)?.focus()
    }
    const expanded = node.children.length > 0 && (visibleIds !== null || !collapsed.has(node.page.id))
    switch (event.key) {
      case 'ArrowDown':
        return focus(flat[index + 1])
      case 'ArrowUp':
        return focus(flat[index - 1])
      case 'Home':
        return focus(flat[0])
      case 'End':
        return focus(flat.at(-1))
      case 'ArrowRight':
        event.preventDefault()
        if (node.children.length === 0) return
        if (!expanded) setCollapsed((current) => new Set([...current].filter((entry) => entry !== node.page.id)))
        else focus(flat[index + 1])
        return
      case 'ArrowLeft':
        event.preventDefault()
        if (expanded) setCollapsed((current) => new Set([...current, node.page.id]))
        else focus(flat.find((candidate) => candidate.page.id === node.page.parent_id))
        return
      case 'Enter':
        event.preventDefault()
        document.getElementById('page-panel-title')?.focus()
        return
    }
  }

  const renderNodes = (nodes: Node[]): ReactNode =>
    nodes
      .filter((node) => !visibleIds || visibleIds.has(node.page.id))
      .map((node, index, shown) => (
        <TreeItem
          key={node.page.id}
          lang={lang}
          node={node}
          setSize={shown.length}
          position={index + 1}
          expanded={node.children.length === 0 ? undefined : visibleIds !== null || !collapsed.has(node.page.id)}
          focusable={node.page.id === focusId}
          selected={node.page.id === selected}
          dropWhere={dropHint?.id === node.page.id ? dropHint.where : null}
          onSelect={() => setSelected(node.page.id)}
          onToggle={() =>
            setCollapsed((current) => {
              const next = new Set(current)
              if (next.has(node.page.id)) next.delete(node.page.id)
              else next.add(node.page.id)
              return next
            })
          }
        >
          {renderNodes(node.children)}
        </TreeItem>
      ))

  return (
    <section>
      <p className={hub.muted} style={{ margin: '0 0 0.75rem' }}>
        {m.tree_intro({}, locale)}
      </p>
      <div className={styles.toolbar}>
        <span className={hub.field}>
          <label htmlFor={filterId}>{m.tree_filter({}, locale)}</label>
          <input id={filterId} type="search" className={hub.input} value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
        </span>
        <button type="button" className={hub.submit} onClick={() => setDialog({ kind: 'create', parent: null })}>
          {m.tree_new_top({}, locale)}
        </button>
      </div>
      <ProblemAlert problem={problem} />
      <div className={styles.layout}>
        <div className={styles.card}>
          {query.isPending ? <p>{m.tree_loading({}, locale)}</p> : null}
          {needle && flat.length === 0 ? <p>{m.tree_no_match({}, locale)}</p> : null}
          <DndContext sensors={sensors} collisionDetection={underPointer} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={() => setDropHint(null)}>
            <ul role="tree" aria-label={m.tree_label({}, locale)} aria-describedby="page-tree-keys" className={styles.tree} onKeyDown={onKeyDown}>
              {renderNodes(roots)}
            </ul>
            <TopDrop lang={lang} />
          </DndContext>
          <p id="page-tree-keys" className={styles.hint}>
            {m.tree_keys_hint({}, locale)}
          </p>
          <p className={styles.hint}>{m.tree_drop_hint({}, locale)}</p>
        </div>
        {selectedPage ? (
          <PagePanel
            key={selectedPage.id}
            lang={lang}
            page={selectedPage}
            pages={pages}
            onCreate={() => setDialog({ kind: 'create', parent: selectedPage.id })}
            onMove={() => setDialog({ kind: 'move', id: selectedPage.id })}
            onDelete={() => setDialog({ kind: 'delete', id: selectedPage.id })}
            onMoveBy={(delta) => {
              const siblings = pages.filter((page) => page.parent_id === selectedPage.parent_id).sort((a, b) => a.position - b.position || a.id - b.id)
              const at = siblings.findIndex((page) => page.id === selectedPage.id)
              const to = at + delta
              if (to < 0 || to >= siblings.length) return
              void move(selectedPage.id, selectedPage.parent_id, to)
            }}
            onCopied={(id) => setSelected(id)}
            refresh={refresh}
          />
        ) : (
          <div className={styles.panel}>
            <p className={styles.hint}>{m.tree_select_hint({}, locale)}</p>
          </div>
        )}
      </div>
      <DeletedPages lang={lang} deleted={query.data?.deleted ?? []} refresh={refresh} />
      {dialog?.kind === 'create' ? (
        <CreateDialog
          lang={lang}
          pages={pages}
          parent={dialog.parent}
          onClose={() => setDialog(null)}
          onCreated={async (id) => {
            setDialog(null)
            await refresh()
            setSelected(id)
          }}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog
          lang={lang}
          pages={pages}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onMove={async (parent, position) => {
            setDialog(null)
            await move(dialog.id, parent, position)
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          lang={lang}
          pages={pages}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onDeleted={async () => {
            setDialog(null)
            setSelected(null)
            await refresh()
          }}
        />
      ) : null}
    </section>
  )
}

function TopDrop({ lang }: { lang: Locale }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'top' })
  return (
    <div ref={setNodeRef} className={`${styles.topDrop} ${isOver ? styles.dropTarget : ''}`} aria-hidden="true">
      {m.tree_drop_top({}, { locale: lang })}
    </div>
  )
}

function TreeItem(props: {
  lang: Locale
  node: Node
  setSize: number
  position: number
  expanded: boolean | undefined
  focusable: boolean
  selected: boolean
  /** where a page dragged over this one would land */
  dropWhere: DropWhere | null
  onSelect: () => void
  onToggle: () => void
  children: ReactNode
}) {
  const { lang, node, expanded } = props
  const { page } = node
  const locale = { locale: lang }
  const drag = useDraggable({ id: page.id, disabled: page.protected })
  const drop = useDroppable({ id: page.id })
  return (
    <li
      id={`tree-item-${page.id}`}
      role="treeitem"
      className={styles.item}
      aria-level={node.level}
      aria-setsize={props.setSize}
      aria-posinset={props.position}
      aria-expanded={expanded}
      aria-selected={props.selected}
      tabIndex={props.focusable ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onSelect()
      }}
    >
      <div
        ref={(element) => {
          drag.setNodeRef(element)
          drop.setNodeRef(element)
        }}
        className={`${styles.row} ${drop.isOver && !drag.isDragging ? (props.dropWhere === 'before' ? styles.dropBefore : props.dropWhere === 'after' ? styles.dropAfter : styles.dropTarget) : ''} ${drag.isDragging ? styles.dragging : ''}`}
        style={drag.transform ? { transform: `translate(${drag.transform.x}px, ${drag.transform.y}px)` } : undefined}
        {...drag.listeners}
        onClick={() => {
          props.onSelect()
          document.getElementById(`tree-item-${page.id}`)?.focus()
        }}
      >
        <span
          className={styles.toggle}
          aria-hidden="true"
          onClick={(event) => {
            if (expanded === undefined) return
            event.stopPropagation()
            props.onToggle()
          }}
        >
          {expanded === undefined ? '•' : expanded ? '▾' : '▸'}
        </span>
        <span>
          <span className={styles.title}>{page.locales[lang].title}</span>
          <span className={styles.meta}>
            {LANGS.map((l) => (
              <span key={l}>
                <span className={styles.badge[page.locales[l].state]}>
                  {l.toUpperCase()}: {stateLabel(page.locales[l].state, lang)}
                </span>{' '}
                <span className={styles.address}>{page.locales[l].url}</span>
              </span>
            ))}
            {page.in_menu ? <span className={styles.badge.flag}>{m.tree_in_menu({}, locale)}</span> : null}
            {page.in_footer ? <span className={styles.badge.flag}>{m.tree_in_footer({}, locale)}</span> : null}
          </span>
        </span>
      </div>
      {expanded && props.children ? (
        <ul role="group" className={styles.group} style={{ paddingInlineStart: '1.25rem' }}>
          {props.children}
        </ul>
      ) : null}
    </li>
  )
}

/** The selected page: edit links, its addresses and switches, and the actions on it. */
function PagePanel(props: {
  lang: Locale
  page: PageTreeEntry
  pages: PageTreeEntry[]
  onCreate: () => void
  onMove: () => void
  onDelete: () => void
  onMoveBy: (delta: number) => void
  onCopied: (id: number) => void
  refresh: () => Promise<unknown>
}) {
  const { lang, page } = props
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [slugs, setSlugs] = useState({ de: page.locales.de.slug, en: page.locales.en.slug })
  const ids = { de: useId(), en: useId(), deError: useId(), enError: useId(), theme: useId() }
  const update = async (body: Omit<Parameters<typeof api.call<'pageTreeUpdate'>>[1]['body'], 'revision'>, done: string) => {
    setProblem(null)
    try {
      await api.call('pageTreeUpdate', { params: { lang, id: String(page.id) }, body: { revision: page.revision, ...body } })
      showToast(done)
      await props.refresh()
    } catch (error) {
      const answer = writeProblem(error, lang)
      setProblem(answer)
      showToast(answer.message, 'error')
    }
  }
  const isHome = page.locales.de.path === ''
  const copy = async (withChildren: boolean) => {
    setProblem(null)
    try {
      const { id } = await api.call('pageTreeCopy', { params: { lang, id: String(page.id) }, body: { with_children: withChildren } })
      showToast(m.tree_copied({ title: page.locales[lang].title }, locale))
      await props.refresh()
      props.onCopied(id)
    } catch (error) {
      setProblem(writeProblem(error, lang))
    }
  }
  return (
    <section className={styles.panel} aria-labelledby="page-panel-title">
      <h2 id="page-panel-title" tabIndex={-1} className={styles.panelTitle}>
        {page.locales[lang].title}
      </h2>
      <ProblemAlert problem={problem} />
      {LANGS.map((l) => (
        <div key={l} className={styles.languageBlock}>
          <span>
            <strong>{l === 'de' ? 'Deutsch' : 'English'}</strong> · <span className={styles.badge[page.locales[l].state]}>{stateLabel(page.locales[l].state, lang)}</span>
          </span>
          <span className={styles.address}>{page.locales[l].url}</span>
          <a className={hub.button} href={`${page.locales[l].url}?edit`} lang={l}>
            {m.tree_edit_in_place({ language: l.toUpperCase() }, locale)}
          </a>
          {isHome ? null : (
            <span className={hub.field}>
              <label htmlFor={ids[l]}>{m.tree_slug_label({ language: l.toUpperCase() }, locale)}</label>
              <input
                id={ids[l]}
                className={hub.input}
                value={slugs[l]}
                disabled={page.protected}
                aria-invalid={problem?.fields[`slug_${l}`] ? true : undefined}
                aria-describedby={problem?.fields[`slug_${l}`] ? ids[`${l}Error`] : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setSlugs((current) => ({ ...current, [l]: value }))
                }}
              />
              <FieldErrors id={ids[`${l}Error`]} errors={problem?.fields[`slug_${l}`]} />
            </span>
          )}
        </div>
      ))}
      {isHome || page.protected ? null : (
        <button
          type="button"
          className={hub.button}
          disabled={!interactive || (slugs.de === page.locales.de.slug && slugs.en === page.locales.en.slug)}
          onClick={() => update({ slug_de: slugs.de, slug_en: slugs.en }, m.tree_slugs_saved({}, locale))}
        >
          {m.tree_save_slugs({}, locale)}
        </button>
      )}
      <Switch label={m.tree_in_menu({}, locale)} checked={page.in_menu} disabled={!interactive} stateText={page.in_menu ? m.tree_on({}, locale) : m.tree_off({}, locale)} onChange={(checked) => update({ in_menu: checked }, m.tree_saved({}, locale))} />
      <Switch label={m.tree_in_footer({}, locale)} checked={page.in_footer} disabled={!interactive} stateText={page.in_footer ? m.tree_on({}, locale) : m.tree_off({}, locale)} onChange={(checked) => update({ in_footer: checked }, m.tree_saved({}, locale))} />
      <Switch label={m.tree_clickable({}, locale)} checked={page.is_clickable} disabled={!interactive} stateText={page.is_clickable ? m.tree_on({}, locale) : m.tree_off({}, locale)} onChange={(checked) => update({ is_clickable: checked }, m.tree_saved({}, locale))} />
      <Switch label={m.tree_landing({}, locale)} checked={page.is_landing_page} disabled={!interactive} stateText={page.is_landing_page ? m.tree_on({}, locale) : m.tree_off({}, locale)} onChange={(checked) => update({ is_landing_page: checked }, m.tree_saved({}, locale))} />
      <span className={hub.field}>
        <label htmlFor={ids.theme}>{m.tree_theme({}, locale)}</label>
        <select id={ids.theme} className={hub.input} value={page.page_class} disabled={!interactive} onChange={(event) => update({ page_class: event.currentTarget.value }, m.tree_saved({}, locale))}>
          {PAGE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme || m.tree_theme_default({}, locale)}
            </option>
          ))}
          {(PAGE_THEMES as readonly string[]).includes(page.page_class) ? null : <option value={page.page_class}>{page.page_class}</option>}
        </select>
      </span>
      <div className={styles.actions}>
        <button type="button" className={hub.button} disabled={!interactive} onClick={props.onCreate}>
          {m.tree_new_child({}, locale)}
        </button>
        {page.protected ? null : (
          <>
            <button type="button" className={hub.button} disabled={!interactive} onClick={props.onMove}>
              {m.tree_move_to({}, locale)}
            </button>
            <button type="button" className={hub.button} disabled={!interactive} aria-label={m.tree_move_up_label({ title: page.locales[lang].title }, locale)} onClick={() => props.onMoveBy(-1)}>
              ↑ {m.tree_move_up({}, locale)}
            </button>
            <button type="button" className={hub.button} disabled={!interactive} aria-label={m.tree_move_down_label({ title: page.locales[lang].title }, locale)} onClick={() => props.onMoveBy(1)}>
              ↓ {m.tree_move_down({}, locale)}
            </button>
          </>
        )}
        {isHome ? null : (
          <button type="button" className={hub.button} disabled={!interactive} onClick={() => copy(false)}>
            {m.tree_copy({}, locale)}
          </button>
        )}
        {isHome || !props.pages.some((entry) => entry.parent_id === page.id) ? null : (
          <button type="button" className={hub.button} disabled={!interactive} onClick={() => copy(true)}>
            {m.tree_copy_with_children({}, locale)}
          </button>
        )}
        {page.protected ? null : (
          <button type="button" className={hub.dangerButton} disabled={!interactive} onClick={props.onDelete}>
            {m.tree_delete({}, locale)}
          </button>
        )}
      </div>
    </section>
  )
}

/** A modal dialog that gives focus back to where it was opened from. */
function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const opener = document.activeElement
    const element = ref.current
    if (element && !element.open) element.showModal()
    element?.querySelector<HTMLElement>('input, select, button:not([data-close])')?.focus()
    return () => {
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}

function ParentOptions({ pages, lang, exclude }: { pages: PageTreeEntry[]; lang: Locale; exclude?: Set<number> }) {
  const ordered = buildTree(pages)
  const options: ReactNode[] = []
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (exclude?.has(node.page.id)) continue
      options.push(
        <option key={node.page.id} value={node.page.id}>
          {'\u2003'.repeat(node.level - 1)}
          {node.page.locales[lang].title}
        </option>,
      )
      walk(node.children)
    }
  }
  walk(ordered)
  return <>{options}</>
}

function CreateDialog({ lang, pages, parent, onClose, onCreated }: { lang: Locale; pages: PageTreeEntry[]; parent: number | null; onClose: () => void; onCreated: (id: number) => void }) {
  const locale = { locale: lang }
  const [parentId, setParentId] = useState<number | null>(parent)
  const [titles, setTitles] = useState({ de: '', en: '' })
  const [slugs, setSlugs] = useState({ de: '', en: '' })
  const [edited, setEdited] = useState({ de: false, en: false })
  const [template, setTemplate] = useState<number | null>(null)
  const [landing, setLanding] = useState(false)
  const [theme, setTheme] = useState('')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const parentPage = pages.find((page) => page.id === parentId)
  const preview = (l: 'de' | 'en') => pageAddress(l, [parentPage?.locales[l].path, slugs[l] || '…'].filter(Boolean).join('/'))
  const error = (field: string) => problem?.fields[field]
  return (
    <Dialog title={m.tree_create_title({}, locale)} onClose={onClose}>
      <form
        className={hub.form}
        style={{ maxWidth: 'none' }}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          setProblem(null)
          setBusy(true)
          try {
            const created = await api.call('pageTreeCreate', {
              params: { lang },
              body: { parent_id: parentId, de: { title: titles.de, slug: slugs.de }, en: { title: titles.en, slug: slugs.en }, template_id: template, is_landing_page: landing, page_class: theme },
            })
            showToast(m.tree_created({ title: titles[lang] }, locale))
            onCreated(created.id)
          } catch (failure) {
            setProblem(writeProblem(failure, lang))
          } finally {
            setBusy(false)
          }
        }}
      >
        <ProblemAlert problem={problem} />
        <span className={hub.field}>
          <label htmlFor={`${id}-parent`}>{m.tree_parent({}, locale)}</label>
          <select id={`${id}-parent`} className={hub.input} value={parentId ?? ''} onChange={(event) => setParentId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}>
            <option value="">{m.tree_top_level({}, locale)}</option>
            <ParentOptions pages={pages} lang={lang} />
          </select>
          <FieldErrors id={`${id}-parent-error`} errors={error('parent_id')} />
        </span>
        {LANGS.map((l) => (
          <fieldset key={l} className={hub.group}>
            <legend className={hub.groupLegend}>{l === 'de' ? 'Deutsch' : 'English'}</legend>
            <span className={hub.field}>
              <label htmlFor={`${id}-title-${l}`}>{m.tree_title_label({ language: l.toUpperCase() }, locale)}</label>
              <input
                id={`${id}-title-${l}`}
                className={hub.input}
                value={titles[l]}
                required
                aria-invalid={error(`title_${l}`) ? true : undefined}
                aria-describedby={error(`title_${l}`) ? `${id}-title-${l}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setTitles((current) => ({ ...current, [l]: value }))
                  if (!edited[l]) setSlugs((current) => ({ ...current, [l]: slugFromTitle(value) }))
                }}
              />
              <FieldErrors id={`${id}-title-${l}-error`} errors={error(`title_${l}`)} />
            </span>
            <span className={hub.field}>
              <label htmlFor={`${id}-slug-${l}`}>{m.tree_slug_label({ language: l.toUpperCase() }, locale)}</label>
              <input
                id={`${id}-slug-${l}`}
                className={hub.input}
                value={slugs[l]}
                required
                aria-invalid={error(`slug_${l}`) ? true : undefined}
                aria-describedby={`${id}-preview-${l}${error(`slug_${l}`) ? ` ${id}-slug-${l}-error` : ''}`}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setSlugs((current) => ({ ...current, [l]: value }))
                  setEdited((current) => ({ ...current, [l]: true }))
                }}
              />
              <p id={`${id}-preview-${l}`} className={styles.preview}>
                {m.tree_address_preview({ address: preview(l) }, locale)}
              </p>
              <FieldErrors id={`${id}-slug-${l}-error`} errors={error(`slug_${l}`)} />
            </span>
          </fieldset>
        ))}
        <span className={hub.field}>
          <label htmlFor={`${id}-template`}>{m.tree_template({}, locale)}</label>
          <select id={`${id}-template`} className={hub.input} value={template ?? ''} onChange={(event) => setTemplate(event.currentTarget.value ? Number(event.currentTarget.value) : null)}>
            <option value="">{m.tree_template_empty({}, locale)}</option>
            <ParentOptions pages={pages} lang={lang} />
          </select>
        </span>
        <label className={hub.inline}>
          <input type="checkbox" checked={landing} onChange={(event) => setLanding(event.currentTarget.checked)} /> {m.tree_landing({}, locale)}
        </label>
        <span className={hub.field}>
          <label htmlFor={`${id}-theme`}>{m.tree_theme({}, locale)}</label>
          <select id={`${id}-theme`} className={hub.input} value={theme} onChange={(event) => setTheme(event.currentTarget.value)}>
            {PAGE_THEMES.map((entry) => (
              <option key={entry} value={entry}>
                {entry || m.tree_theme_default({}, locale)}
              </option>
            ))}
          </select>
        </span>
        <p className={styles.hint}>{m.tree_create_draft_hint({}, locale)}</p>
        <div className={styles.actions}>
          <button type="button" className={hub.button} data-close onClick={onClose}>
            {m.ui_cancel({}, locale)}
          </button>
          <button type="submit" className={hub.submit} disabled={busy}>
            {m.tree_create({}, locale)}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function MoveDialog({ lang, pages, id, onClose, onMove }: { lang: Locale; pages: PageTreeEntry[]; id: number; onClose: () => void; onMove: (parent: number | null, position: number) => void }) {
  const locale = { locale: lang }
  const page = pages.find((entry) => entry.id === id)
  const [parent, setParent] = useState<number | null>(page?.parent_id ?? null)
  const siblings = pages.filter((entry) => entry.parent_id === parent && entry.id !== id).sort((a, b) => a.position - b.position || a.id - b.id)
  const [position, setPosition] = useState(siblings.length)
  const fieldId = useId()
  if (!page) return null
  return (
    <Dialog title={m.tree_move_title({ title: page.locales[lang].title }, locale)} onClose={onClose}>
      <form
        className={hub.form}
        style={{ maxWidth: 'none' }}
        onSubmit={(event) => {
          event.preventDefault()
          onMove(parent, Math.min(position, siblings.length))
        }}
      >
        <span className={hub.field}>
          <label htmlFor={`${fieldId}-parent`}>{m.tree_parent({}, locale)}</label>
          <select
            id={`${fieldId}-parent`}
            className={hub.input}
            value={parent ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value ? Number(event.currentTarget.value) : null
              setParent(next)
              setPosition(pages.filter((entry) => entry.parent_id === next && entry.id !== id).length)
            }}
          >
            <option value="">{m.tree_top_level({}, locale)}</option>
            <ParentOptions pages={pages} lang={lang} exclude={subtreeIds(pages, id)} />
          </select>
        </span>
        <span className={hub.field}>
          <label htmlFor={`${fieldId}-position`}>{m.tree_position({}, locale)}</label>
          <select id={`${fieldId}-position`} className={hub.input} value={position} onChange={(event) => setPosition(Number(event.currentTarget.value))}>
            {siblings.map((sibling, index) => (
              <option key={sibling.id} value={index}>
                {m.tree_before({ title: sibling.locales[lang].title }, locale)}
              </option>
            ))}
            <option value={siblings.length}>{m.tree_at_end({}, locale)}</option>
          </select>
        </span>
        <p className={styles.hint}>{m.tree_move_hint({}, locale)}</p>
        <div className={styles.actions}>
          <button type="button" className={hub.button} data-close onClick={onClose}>
            {m.ui_cancel({}, locale)}
          </button>
          <button type="submit" className={hub.submit}>
            {m.tree_move({}, locale)}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function linkKind(link: PageLink, lang: Locale): string {
  const locale = { locale: lang }
  switch (link.kind) {
    case 'module':
      return m.tree_link_module({}, locale)
    case 'menu':
      return m.tree_link_menu({}, locale)
    case 'footer':
      return m.tree_link_footer({}, locale)
    case 'teaser':
      return m.tree_link_teaser({}, locale)
    case 'redirect':
      return m.tree_link_redirect({}, locale)
  }
}

function DeleteDialog({ lang, pages, id, onClose, onDeleted }: { lang: Locale; pages: PageTreeEntry[]; id: number; onClose: () => void; onDeleted: () => void }) {
  const locale = { locale: lang }
  const page = pages.find((entry) => entry.id === id)
  const links = useQuery(pageTreeQueries.links(lang, id))
  const [replacement, setReplacement] = useState<number | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const fieldId = useId()
  const below = useMemo(() => descendantsOf(pages, id), [pages, id])
  if (!page) return null
  const linked = (links.data?.length ?? 0) > 0
  const error = problem?.fields.replacement_id
  const branch = below.length > 0
  return (
    <Dialog title={m.tree_delete_title({ title: page.locales[lang].title }, locale)} onClose={onClose}>
      <form
        className={hub.form}
        style={{ maxWidth: 'none' }}
        onSubmit={async (event) => {
          event.preventDefault()
          setProblem(null)
          try {
            await api.call('pageTreeDelete', { params: { lang, id: String(id) }, body: { revision: page.revision, replacement_id: replacement, subpages: below.map((entry) => entry.page.id) } })
            showToast(m.tree_deleted({ title: page.locales[lang].title }, locale))
            onDeleted()
          } catch (failure) {
            setProblem(writeProblem(failure, lang))
          }
        }}
      >
        <p className={styles.hint}>{branch ? m.tree_delete_branch_text({ days: 30 }, locale) : m.tree_delete_text({ days: 30 }, locale)}</p>
        {branch ? (
          <>
            <p id={`${fieldId}-subpages`}>{m.tree_delete_subpages_intro({ count: below.length }, locale)}</p>
            <ul className={styles.subpageList} aria-labelledby={`${fieldId}-subpages`}>
              {below.map(({ page: subpage, depth }) => (
                <li key={subpage.id} style={{ marginInlineStart: `${depth - 1}rem` }}>
                  {subpage.locales[lang].title} <span className={styles.address}>{subpage.locales[lang].url}</span>
                </li>
              ))}
            </ul>
            <label className={styles.confirmRow}>
              <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} /> {m.tree_delete_subpages_confirm({ count: below.length }, locale)}
            </label>
          </>
        ) : null}
        {links.isPending ? <p>{m.tree_loading({}, locale)}</p> : null}
        {linked ? (
          <>
            <p>{branch ? m.tree_delete_branch_links({}, locale) : m.tree_delete_linked_intro({}, locale)}</p>
            <ul className={styles.linkList}>
              {links.data?.map((link, index) => (
                <li key={index}>
                  {linkKind(link, lang)}: {link.where} → <span className={styles.address}>{link.url}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <span className={hub.field}>
          <label htmlFor={`${fieldId}-replacement`}>{linked ? m.tree_replacement_required({}, locale) : m.tree_replacement({}, locale)}</label>
          <select
            id={`${fieldId}-replacement`}
            className={hub.input}
            value={replacement ?? ''}
            required={linked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setReplacement(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          >
            <option value="">{m.tree_no_replacement({}, locale)}</option>
            <ParentOptions pages={pages} lang={lang} exclude={subtreeIds(pages, id)} />
          </select>
          <FieldErrors id={`${fieldId}-error`} errors={error} />
        </span>
        {problem && !error ? <ProblemAlert problem={problem} /> : null}
        <div className={styles.actions}>
          <button type="button" className={hub.button} data-close onClick={onClose}>
            {m.ui_cancel({}, locale)}
          </button>
          <button type="submit" className={hub.dangerButton} disabled={links.isPending || (linked && replacement === null) || (branch && !confirmed)}>
            {m.tree_delete({}, locale)}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function DeletedPages({ lang, deleted, refresh }: { lang: Locale; deleted: DeletedPage[]; refresh: () => Promise<unknown> }) {
  const locale = { locale: lang }
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  return (
    <section aria-labelledby="deleted-pages" style={{ marginTop: '1.5rem' }}>
      <h2 id="deleted-pages" className={styles.panelTitle}>
        {m.tree_deleted_pages({}, locale)}
      </h2>
      <ProblemAlert problem={problem} />
      {deleted.length === 0 ? (
        <p className={styles.hint}>{m.tree_deleted_none({}, locale)}</p>
      ) : (
        <table className={hub.table}>
          <thead>
            <tr>
              <th scope="col">{m.tree_col_page({}, locale)}</th>
              <th scope="col">{m.tree_col_addresses({}, locale)}</th>
              <th scope="col">{m.tree_col_deleted({}, locale)}</th>
              <th scope="col">{m.tree_col_until({}, locale)}</th>
              <th scope="col">{m.hub_col_actions({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {deleted.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {entry.title}
                  {entry.subpages.length > 0 ? (
                    <>
                      <br />
                      <span className={hub.muted}>{m.tree_deleted_subpages({ titles: entry.subpages.join(', ') }, locale)}</span>
                    </>
                  ) : null}
                </td>
                <td className={hub.url}>
                  {entry.urls.de}
                  <br />
                  {entry.urls.en}
                </td>
                <td>
                  {formatInstant(entry.deleted_at, lang)}
                  {entry.deleted_by ? ` · ${entry.deleted_by}` : ''}
                </td>
                <td>{formatInstant(entry.restorable_until, lang)}</td>
                <td>
                  <button
                    type="button"
                    className={hub.button}
                    aria-label={m.tree_restore_label({ title: entry.title }, locale)}
                    onClick={async () => {
                      setProblem(null)
                      try {
                        await api.call('pageTreeRestore', { params: { lang, id: String(entry.id) } })
                        showToast(m.tree_restored({ title: entry.title }, locale))
                        await refresh()
                      } catch (error) {
                        setProblem(writeProblem(error, lang))
                      }
                    }}
                  >
                    {m.tree_restore({}, locale)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
