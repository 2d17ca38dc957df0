import { useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core'
import type { Announcements, DragEndEvent, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'
import type { NavEditorEntry, NavEditorFooterLink, PageTreeEntry } from '~/contract/page-tree'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors, ProblemAlert } from '~/features/hub/HubPage'
import * as hub from '~/features/hub/hub.css'
import { showToast } from '~/ui/toasts'
import { Switch } from '~/ui/Switch'
import { pageTreeQueries } from './page-tree.queries'
import * as styles from './page-tree.css'

type Keyed<T> = T & { key: string }
type MenuEntry = Keyed<Omit<NavEditorEntry, 'children'>> & { children: Keyed<NavEditorEntry['children'][number]>[] }
type FooterEntry = Keyed<NavEditorFooterLink>

let nextKey = 0
const keyed = <T,>(value: T): Keyed<T> => ({ ...value, key: `n${++nextKey}` })

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list
  return arrayMove(list, from, to)
}

/** The menu (two levels) and the footer of one language, edited as a whole and saved at once. */
export function NavigationEditor({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [menuLang, setMenuLang] = useState<Locale>(lang)
  return (
    <section>
      <div role="group" aria-label={m.nav_editor_language({}, locale)} className={styles.actions} style={{ marginBottom: '1rem' }}>
        {(['de', 'en'] as const).map((l) => (
          <button key={l} type="button" className={l === menuLang ? hub.submit : hub.button} aria-pressed={l === menuLang} onClick={() => setMenuLang(l)}>
            {l === 'de' ? m.nav_editor_german({}, locale) : m.nav_editor_english({}, locale)}
          </button>
        ))}
      </div>
      <MenuForm key={menuLang} lang={lang} menuLang={menuLang} />
    </section>
  )
}

function MenuForm({ lang, menuLang }: { lang: Locale; menuLang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const state = useQuery(pageTreeQueries.navigation(lang, menuLang))
  const tree = useQuery(pageTreeQueries.tree(lang))
  const [menu, setMenu] = useState<MenuEntry[] | null>(null)
  const [footer, setFooter] = useState<FooterEntry[] | null>(null)
  const [version, setVersion] = useState('')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!state.data || menu !== null) return
    setMenu(state.data.menu.map((entry) => ({ ...keyed(entry), children: entry.children.map(keyed) })))
    setFooter(state.data.footer.map(keyed))
    setVersion(state.data.version)
  }, [state.data, menu])
  const pages = tree.data?.pages ?? []
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  if (!menu || !footer) return <p>{m.tree_loading({}, locale)}</p>

  const reorder = <T extends { key: string }>(list: T[], event: DragEndEvent): T[] => {
    const from = list.findIndex((entry) => entry.key === event.active.id)
    const to = list.findIndex((entry) => entry.key === event.over?.id)
    return from < 0 || to < 0 ? list : arrayMove(list, from, to)
  }
  const setEntry = (index: number, patch: Partial<MenuEntry>) => setMenu(menu.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)))

  return (
    <form
      className={hub.wideForm}
      style={{ maxWidth: '56rem' }}
      onSubmit={async (event) => {
        event.preventDefault()
        setProblem(null)
        setBusy(true)
        try {
          const strip = <T extends { key: string }>({ key: _key, ...rest }: T) => rest
          const saved = await api.call('navigationSave', {
            // the hub's language answers (its refusals at the fields), the menu's language is the one saved
            params: { lang },
            query: { menu: menuLang },
            body: { version, menu: menu.map((entry) => ({ ...strip(entry), children: entry.children.map(strip) })), footer: footer.map(strip) },
          })
          setVersion(saved.version)
          showToast(m.nav_editor_saved({}, locale))
          await queryClient.invalidateQueries({ queryKey: pageTreeQueries.all })
        } catch (error) {
          const answer = writeProblem(error, lang)
          setProblem(answer)
          showToast(answer.message, 'error')
        } finally {
          setBusy(false)
        }
      }}
    >
      <ProblemAlert problem={problem} />
      <fieldset className={hub.group}>
        <legend className={hub.groupLegend}>{m.nav_editor_menu({ language: menuLang.toUpperCase() }, locale)}</legend>
        <p className={styles.hint}>{m.nav_editor_menu_hint({}, locale)}</p>
        <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={dragSpeech(lang, menu.map((entry) => ({ key: entry.key, label: labelOf(entry, pages, menuLang) })))} onDragEnd={(event) => setMenu(reorder(menu, event))}>
          <SortableContext items={menu.map((entry) => entry.key)} strategy={verticalListSortingStrategy}>
            <ol className={styles.navList}>
              {menu.map((entry, index) => (
                <SortableRow key={entry.key} id={entry.key} lang={lang} label={labelOf(entry, pages, menuLang)}>
                  <EntryFields
                    lang={lang}
                    menuLang={menuLang}
                    pages={pages}
                    entry={entry}
                    path={`menu.${index}`}
                    problem={problem}
                    onChange={(patch) => setEntry(index, patch)}
                    tabs={{ checked: entry.has_tab_navigation, onChange: (checked) => setEntry(index, { has_tab_navigation: checked }) }}
                  />
                  <div className={styles.actions}>
                    <RowButton label={m.nav_editor_up({ name: labelOf(entry, pages, menuLang) }, locale)} text="↑" disabled={index === 0} onClick={() => setMenu(move(menu, index, index - 1))} />
                    <RowButton label={m.nav_editor_down({ name: labelOf(entry, pages, menuLang) }, locale)} text="↓" disabled={index === menu.length - 1} onClick={() => setMenu(move(menu, index, index + 1))} />
                    {index > 0 && entry.children.length === 0 ? (
                      <RowButton
                        label={m.nav_editor_indent({ name: labelOf(entry, pages, menuLang) }, locale)}
                        text={m.nav_editor_indent_short({}, locale)}
                        onClick={() => {
                          const { children: _children, ...child } = entry
                          setMenu(menu.flatMap((other, at) => (at === index ? [] : at === index - 1 ? [{ ...other, children: [...other.children, child] }] : [other])))
                        }}
                      />
                    ) : null}
                    <RowButton label={m.nav_editor_add_child({ name: labelOf(entry, pages, menuLang) }, locale)} text={m.nav_editor_add_child_short({}, locale)} onClick={() => setEntry(index, { children: [...entry.children, keyed({ title: '', page_id: null, url: '', has_tab_navigation: false })] })} />
                    <RowButton danger label={m.nav_editor_remove({ name: labelOf(entry, pages, menuLang) }, locale)} text="×" onClick={() => setMenu(menu.filter((_, at) => at !== index))} />
                  </div>
                  {entry.children.length > 0 ? (
                    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={dragSpeech(lang, entry.children.map((child) => ({ key: child.key, label: labelOf(child, pages, menuLang) })))} onDragEnd={(event) => setEntry(index, { children: reorder(entry.children, event) })}>
                      <SortableContext items={entry.children.map((child) => child.key)} strategy={verticalListSortingStrategy}>
                        <ol className={styles.navChildren}>
                          {entry.children.map((child, childIndex) => {
                            const setChild = (patch: Partial<MenuEntry['children'][number]>) => setEntry(index, { children: entry.children.map((other, at) => (at === childIndex ? { ...other, ...patch } : other)) })
                            const name = labelOf(child, pages, menuLang)
                            return (
                              <SortableRow key={child.key} id={child.key} lang={lang} label={name}>
                                <EntryFields lang={lang} menuLang={menuLang} pages={pages} entry={child} path={`menu.${index}.children.${childIndex}`} problem={problem} onChange={setChild} />
                                <div className={styles.actions}>
                                  <RowButton label={m.nav_editor_up({ name }, locale)} text="↑" disabled={childIndex === 0} onClick={() => setEntry(index, { children: move(entry.children, childIndex, childIndex - 1) })} />
                                  <RowButton label={m.nav_editor_down({ name }, locale)} text="↓" disabled={childIndex === entry.children.length - 1} onClick={() => setEntry(index, { children: move(entry.children, childIndex, childIndex + 1) })} />
                                  <RowButton
                                    label={m.nav_editor_outdent({ name }, locale)}
                                    text={m.nav_editor_outdent_short({}, locale)}
                                    onClick={() => {
                                      const others = entry.children.filter((_, at) => at !== childIndex)
                                      const next = [...menu]
                                      next.splice(index, 1, { ...entry, children: others }, { ...child, children: [] })
                                      setMenu(next)
                                    }}
                                  />
                                  <RowButton danger label={m.nav_editor_remove({ name }, locale)} text="×" onClick={() => setEntry(index, { children: entry.children.filter((_, at) => at !== childIndex) })} />
                                </div>
                              </SortableRow>
                            )
                          })}
                        </ol>
                      </SortableContext>
                    </DndContext>
                  ) : null}
                </SortableRow>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <AddEntry lang={lang} pages={pages} menuLang={menuLang} onAdd={(entry) => setMenu([...menu, { ...keyed({ ...entry, has_tab_navigation: false }), children: [] }])} />
      </fieldset>
      <fieldset className={hub.group}>
        <legend className={hub.groupLegend}>{m.nav_editor_footer({ language: menuLang.toUpperCase() }, locale)}</legend>
        <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={dragSpeech(lang, footer.map((entry) => ({ key: entry.key, label: labelOf(entry, pages, menuLang) })))} onDragEnd={(event) => setFooter(reorder(footer, event))}>
          <SortableContext items={footer.map((entry) => entry.key)} strategy={verticalListSortingStrategy}>
            <ol className={styles.navList}>
              {footer.map((entry, index) => {
                const name = labelOf(entry, pages, menuLang)
                return (
                  <SortableRow key={entry.key} id={entry.key} lang={lang} label={name}>
                    <EntryFields lang={lang} menuLang={menuLang} pages={pages} entry={entry} path={`footer.${index}`} problem={problem} onChange={(patch) => setFooter(footer.map((other, at) => (at === index ? { ...other, ...patch } : other)))} />
                    <div className={styles.actions}>
                      <RowButton label={m.nav_editor_up({ name }, locale)} text="↑" disabled={index === 0} onClick={() => setFooter(move(footer, index, index - 1))} />
                      <RowButton label={m.nav_editor_down({ name }, locale)} text="↓" disabled={index === footer.length - 1} onClick={() => setFooter(move(footer, index, index + 1))} />
                      <RowButton danger label={m.nav_editor_remove({ name }, locale)} text="×" onClick={() => setFooter(footer.filter((_, at) => at !== index))} />
                    </div>
                  </SortableRow>
                )
              })}
            </ol>
          </SortableContext>
        </DndContext>
        <AddEntry lang={lang} pages={pages} menuLang={menuLang} onAdd={(entry) => setFooter([...footer, keyed(entry)])} />
      </fieldset>
      <p className={styles.hint}>{m.nav_editor_save_hint({}, locale)}</p>
      <div className={styles.actions}>
        <button type="submit" className={hub.submit} disabled={!interactive || busy}>
          {m.nav_editor_save({ language: menuLang.toUpperCase() }, locale)}
        </button>
      </div>
    </form>
  )
}

/** What a screen reader hears while an entry is moved by keyboard, in the editor's language. */
function dragSpeech(lang: Locale, list: { key: string; label: string }[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const locale = { locale: lang }
  const name = (id: UniqueIdentifier) => list.find((entry) => entry.key === id)?.label ?? ''
  const place = (id: UniqueIdentifier | undefined) => list.findIndex((entry) => entry.key === id) + 1
  return {
    screenReaderInstructions: { draggable: m.dnd_instructions({}, locale) },
    announcements: {
      onDragStart: ({ active }) => m.dnd_picked({ name: name(active.id), position: place(active.id), count: list.length }, locale),
      onDragOver: ({ active, over }) => (over ? m.dnd_over({ name: name(active.id), position: place(over.id), count: list.length }, locale) : undefined),
      onDragEnd: ({ active, over }) => (over ? m.dnd_dropped({ name: name(active.id), position: place(over.id), count: list.length }, locale) : m.dnd_cancelled({ name: name(active.id) }, locale)),
      onDragCancel: ({ active }) => m.dnd_cancelled({ name: name(active.id) }, locale),
    },
  }
}

function labelOf(entry: { title: string | null; page_id: number | null; url: string }, pages: PageTreeEntry[], menuLang: Locale): string {
  if (entry.title) return entry.title
  const page = pages.find((candidate) => candidate.id === entry.page_id)
  return page?.locales[menuLang].title ?? entry.url
}

function RowButton({ label, text, disabled, danger, onClick }: { label: string; text: string; disabled?: boolean; danger?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={danger ? hub.dangerButton : hub.button} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  )
}

function SortableRow({ id, lang, label, children }: { id: string; lang: Locale; label: string; children: ReactNode }) {
  const sortable = useSortable({ id })
  return (
    <li ref={sortable.setNodeRef} className={styles.navEntry} style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition, opacity: sortable.isDragging ? 0.6 : 1 }}>
      <div className={styles.navHead}>
        <button type="button" className={`${hub.button} ${styles.dragHandle}`} {...sortable.attributes} {...sortable.listeners} aria-label={m.nav_editor_drag({ name: label }, { locale: lang })}>
          ⠿
        </button>
        <strong>{label}</strong>
      </div>
      {children}
    </li>
  )
}

function EntryFields(props: {
  lang: Locale
  menuLang: Locale
  pages: PageTreeEntry[]
  entry: { title: string | null; page_id: number | null; url: string }
  path: string
  problem: WriteProblem | null
  onChange: (patch: { title?: string | null; url?: string }) => void
  tabs?: { checked: boolean; onChange: (checked: boolean) => void }
}) {
  const { lang, entry, problem, path } = props
  const locale = { locale: lang }
  const id = useId()
  const page = props.pages.find((candidate) => candidate.id === entry.page_id)
  const titleErrors = problem?.fields[`${path}.title`]
  const urlErrors = problem?.fields[`${path}.url`]
  return (
    <div className={hub.pairs}>
      <span className={hub.field}>
        <label htmlFor={`${id}-title`}>{page ? m.nav_editor_title_override({}, locale) : m.nav_editor_title({}, locale)}</label>
        <input
          id={`${id}-title`}
          className={hub.input}
          value={entry.title ?? ''}
          placeholder={page?.locales[props.menuLang].title}
          aria-invalid={titleErrors ? true : undefined}
          aria-describedby={titleErrors ? `${id}-title-error` : undefined}
          onChange={(event) => props.onChange({ title: event.currentTarget.value || null })}
        />
        <FieldErrors id={`${id}-title-error`} errors={titleErrors} />
      </span>
      {page ? (
        <span className={hub.field}>
          <span>{m.nav_editor_page({}, locale)}</span>
          <span className={styles.address}>{page.locales[props.menuLang].url}</span>
        </span>
      ) : (
        <span className={hub.field}>
          <label htmlFor={`${id}-url`}>{m.nav_editor_url({}, locale)}</label>
          <input
            id={`${id}-url`}
            className={hub.input}
            value={entry.url}
            placeholder="https://"
            aria-invalid={urlErrors ? true : undefined}
            aria-describedby={urlErrors ? `${id}-url-error` : undefined}
            onChange={(event) => props.onChange({ url: event.currentTarget.value })}
          />
          <FieldErrors id={`${id}-url-error`} errors={urlErrors} />
        </span>
      )}
      {props.tabs ? (
        <Switch label={m.nav_editor_tabs({}, locale)} checked={props.tabs.checked} stateText={props.tabs.checked ? m.tree_on({}, locale) : m.tree_off({}, locale)} onChange={props.tabs.onChange} />
      ) : null}
    </div>
  )
}

function AddEntry({ lang, pages, menuLang, onAdd }: { lang: Locale; pages: PageTreeEntry[]; menuLang: Locale; onAdd: (entry: { title: string | null; page_id: number | null; url: string }) => void }) {
  const locale = { locale: lang }
  const [choice, setChoice] = useState('')
  const id = useId()
  return (
    <div className={hub.inline}>
      <span className={hub.field}>
        <label htmlFor={id}>{m.nav_editor_add({}, locale)}</label>
        <select id={id} className={hub.input} value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
          <option value="">{m.nav_editor_choose({}, locale)}</option>
          <option value="external">{m.nav_editor_external({}, locale)}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.locales[menuLang].title} ({page.locales[menuLang].url})
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className={hub.button}
        disabled={!choice}
        onClick={() => {
          if (choice === 'external') onAdd({ title: '', page_id: null, url: 'https://' })
          else onAdd({ title: null, page_id: Number(choice), url: '' })
          setChoice('')
        }}
      >
        {m.nav_editor_add_button({}, locale)}
      </button>
    </div>
  )
}
