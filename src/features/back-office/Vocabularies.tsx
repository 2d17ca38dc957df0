import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import type { Locale } from '~/contract/shared'
import { HAS_FILTER_SWITCH, SLUGS, VOCABULARY_KINDS, VOCABULARY_USERS } from '~/contract/vocabularies'
import type { TermKind, VocabularyEntry, VocabularyKind, VocabularySeason, VocabularyTerm } from '~/contract/vocabularies'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'
import { useFieldWiring } from './field-wiring'

const LOCALES = ['de', 'en'] as const

export function vocabularyLabel(kind: VocabularyKind, lang: Locale): string {
  const locale = { locale: lang }
  switch (kind) {
    case 'genres':
      return m.vocab_kind_genres({}, locale)
    case 'event-tags':
      return m.vocab_kind_event_tags({}, locale)
    case 'labels':
      return m.vocab_kind_labels({}, locale)
    case 'sale-types':
      return m.vocab_kind_sale_types({}, locale)
    case 'seasons':
      return m.vocab_kind_seasons({}, locale)
    case 'production-tags':
      return m.vocab_kind_production_tags({}, locale)
    case 'exhibition-types':
      return m.vocab_kind_exhibition_types({}, locale)
    case 'article-categories':
      return m.vocab_kind_article_categories({}, locale)
    case 'article-tags':
      return m.vocab_kind_article_tags({}, locale)
    case 'person-categories':
      return m.vocab_kind_person_categories({}, locale)
  }
}

/** The page's address for one list, in the editor's language (German is the hub's default). */
export const vocabularyHref = (kind: VocabularyKind, lang: Locale) => `/cms-hub/vocabularies?kind=${kind}${lang === 'de' ? '' : '&lang=en'}`

const listQuery = (lang: Locale, kind: VocabularyKind) => ({
  queryKey: ['back-office', 'vocabularies', kind, lang],
  queryFn: () => api.call('backOfficeVocabulary', { params: { lang, kind } }),
})

const entryName = (entry: VocabularyEntry, lang: Locale) => (entry.kind === 'seasons' ? entry.name : entry.name[lang] || entry.name.de)

function usedBy(kind: VocabularyKind, count: number, lang: Locale) {
  const locale = { locale: lang }
  switch (VOCABULARY_USERS[kind]) {
    case 'events':
      return count === 1 ? m.vocab_used_events_one({}, locale) : m.vocab_used_events({ count }, locale)
    case 'productions':
      return count === 1 ? m.vocab_used_productions_one({}, locale) : m.vocab_used_productions({ count }, locale)
    case 'articles':
      return count === 1 ? m.vocab_used_articles_one({}, locale) : m.vocab_used_articles({ count }, locale)
    case 'persons':
      return count === 1 ? m.vocab_used_persons_one({}, locale) : m.vocab_used_persons({ count }, locale)
  }
}

/** The vocabularies: one list at a time, its entries in a table, and one form to add an entry or change the chosen one. */
export function Vocabularies({ lang, kind }: { lang: Locale; kind: VocabularyKind }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const list = useQuery(listQuery(lang, kind))
  const [editing, setEditing] = useState<VocabularyEntry | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  // counts the entries created here: each one empties the form for the next
  const [createdCount, setCreatedCount] = useState(0)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'vocabularies', kind] })
  const confirmation = useConfirm(lang)

  const remove = async (entry: VocabularyEntry) => {
    const name = entryName(entry, lang)
    const confirmed = await confirmation.ask({ title: m.ui_confirm_delete_title({ name }, locale), text: m.vocab_delete_text({}, locale), confirmLabel: m.ui_delete({}, locale), danger: true })
    if (!confirmed) return
    setProblem(null)
    setStatus(null)
    try {
      await api.call('backOfficeVocabularyDelete', { params: { lang, kind, id: String(entry.id) } })
      if (editing?.id === entry.id) setEditing(null)
      setStatus(m.vocab_deleted({ name }, locale))
    } catch (error) {
      setProblem(writeProblem(error, lang))
    }
    await refresh()
  }

  const hasSlug = kind !== 'seasons' && SLUGS[kind] !== 'none'
  const hasSwitch = kind !== 'seasons' && HAS_FILTER_SWITCH[kind]
  return (
    <section>
      <p>{m.vocab_intro({}, locale)}</p>
      <nav aria-label={m.vocab_lists({}, locale)}>
        <ul className={styles.tabList}>
          {VOCABULARY_KINDS.map((entry) => (
            <li key={entry}>
              <a href={vocabularyHref(entry, lang)} aria-current={entry === kind ? 'page' : undefined} className={styles.tab}>
                {vocabularyLabel(entry, lang)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <h2>{vocabularyLabel(kind, lang)}</h2>
      <p role="status">{list.data ? m.vocab_count({ count: list.data.length }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>
      <ProblemAlert problem={problem} />
      {list.data && list.data.length === 0 ? <p>{m.vocab_empty({}, locale)}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              {kind === 'seasons' ? (
                <>
                  <th className={styles.cell} scope="col">{m.backoffice_col_name({}, locale)}</th>
                  <th className={styles.cell} scope="col">{m.backoffice_col_period({}, locale)}</th>
                </>
              ) : (
                LOCALES.map((language) => (
                  <th key={language} className={styles.cell} scope="col">
                    {m.backoffice_field_name_in({ language: language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale) }, locale)}
                  </th>
                ))
              )}
              {hasSlug ? <th className={styles.cell} scope="col">{m.vocab_col_slug({}, locale)}</th> : null}
              {hasSwitch ? <th className={styles.cell} scope="col">{m.backoffice_col_in_filter({}, locale)}</th> : null}
              <th className={styles.cell} scope="col">{m.vocab_col_used_by({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.vocab_col_actions({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((entry) => {
              const name = entryName(entry, lang)
              return (
                <tr key={entry.id}>
                  {entry.kind === 'seasons' ? (
                    <>
                      <th className={styles.cell} scope="row">{entry.name}</th>
                      <td className={styles.cell}>
                        {entry.date_from} – {entry.date_to}
                      </td>
                    </>
                  ) : (
                    <>
                      <th className={styles.cell} scope="row" lang="de">{entry.name.de}</th>
                      <td className={styles.cell} lang="en">{entry.name.en}</td>
                      {hasSlug ? <td className={styles.cell}>{entry.slugs ? `${entry.slugs.de} / ${entry.slugs.en}` : entry.slug}</td> : null}
                      {hasSwitch ? <td className={styles.cell}>{entry.show_in_filter ? m.backoffice_yes({}, locale) : m.backoffice_no({}, locale)}</td> : null}
                    </>
                  )}
                  <td className={styles.cell}>{usedBy(kind, entry.used_by, lang)}</td>
                  <td className={styles.cell}>
                    <span className={styles.inline}>
                      <button
                        type="button"
                        className={styles.button}
                        disabled={!interactive}
                        onClick={() => {
                          setStatus(null)
                          setProblem(null)
                          setEditing(entry)
                        }}
                      >
                        {m.vocab_edit({ name }, locale)}
                      </button>
                      <button type="button" className={styles.button} disabled={!interactive} onClick={() => void remove(entry)}>
                        {m.vocab_delete({ name }, locale)}
                      </button>
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      <p role="status">{status}</p>

      <EntryForm
        // a new form for each entry (and a fresh copy of it), so that no half-typed values carry over
        key={`${kind}-${editing ? `${editing.id}-${editing.version}` : `new-${createdCount}`}`}
        lang={lang}
        kind={kind}
        entry={editing}
        onSaved={async (saved, how) => {
          setProblem(null)
          setStatus(how === 'created' ? m.vocab_created({ name: entryName(saved, lang) }, locale) : how === 'saved' ? m.hub_saved({}, locale) : null)
          if (how === 'created') setCreatedCount((count) => count + 1)
          setEditing(how === 'created' ? null : saved)
          await refresh()
        }}
        onCancel={() => setEditing(null)}
      />
      {confirmation.dialog}
    </section>
  )
}

/** A write went through (`created`, `saved`), or the editor took the stored copy into the form (`reloaded`). */
type Saved = (entry: VocabularyEntry, how: 'created' | 'saved' | 'reloaded') => Promise<void>

function EntryForm({ lang, kind, entry, onSaved, onCancel }: { lang: Locale; kind: VocabularyKind; entry: VocabularyEntry | null; onSaved: Saved; onCancel: () => void }) {
  if (kind === 'seasons') return <SeasonForm lang={lang} entry={entry?.kind === 'seasons' ? entry : null} onSaved={onSaved} onCancel={onCancel} />
  return <TermForm lang={lang} kind={kind} entry={entry && entry.kind !== 'seasons' ? entry : null} onSaved={onSaved} onCancel={onCancel} />
}

/** The save of either form: create or update, the refusal's field errors, and the reload of an outdated copy. */
function useEntrySave(lang: Locale, kind: VocabularyKind, entry: VocabularyEntry | null, onSaved: Saved) {
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [stale, setStale] = useState(false)
  const save = async (write: () => Promise<VocabularyEntry>) => {
    setProblem(null)
    try {
      const saved = await write()
      await onSaved(saved, entry === null ? 'created' : 'saved')
    } catch (error) {
      setStale(isContractError(error, 409))
      setProblem(writeProblem(error, lang))
    }
  }
  /** The stored copy, into the form (its key changes with the version). */
  const reload = async () => {
    if (!entry) return
    const fresh = (await queryClient.fetchQuery({ ...listQuery(lang, kind), staleTime: 0 })).find((candidate) => candidate.id === entry.id)
    if (fresh) await onSaved(fresh, 'reloaded')
  }
  return { problem, stale, save, reload }
}

function FormEnd({ lang, entry, state, onCancel }: { lang: Locale; entry: VocabularyEntry | null; state: { problem: WriteProblem | null; stale: boolean; reload: () => Promise<void> }; onCancel: () => void }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  return (
    <>
      <ProblemAlert problem={state.problem} />
      <span className={styles.inline}>
        {state.stale && entry ? (
          <button type="button" className={styles.button} onClick={() => void state.reload()}>
            {m.backoffice_reload({}, locale)}
          </button>
        ) : null}
        <button type="submit" className={styles.submit} disabled={!interactive}>
          {entry ? m.hub_save({}, locale) : m.vocab_create({}, locale)}
        </button>
        {entry ? (
          <button type="button" className={styles.button} onClick={onCancel}>
            {m.vocab_cancel({}, locale)}
          </button>
        ) : null}
      </span>
    </>
  )
}

function formTitle(lang: Locale, entry: VocabularyEntry | null) {
  return entry ? m.vocab_edit({ name: entryName(entry, lang) }, { locale: lang }) : m.vocab_new({}, { locale: lang })
}

function TermForm({ lang, kind, entry, onSaved, onCancel }: { lang: Locale; kind: TermKind; entry: VocabularyTerm | null; onSaved: Saved; onCancel: () => void }) {
  const locale = { locale: lang }
  const [name, setName] = useState(entry?.name ?? { de: '', en: '' })
  const [slug, setSlug] = useState(entry?.slug ?? '')
  const [slugs, setSlugs] = useState(entry?.slugs ?? { de: '', en: '' })
  const [showInFilter, setShowInFilter] = useState(entry?.show_in_filter ?? true)
  const state = useEntrySave(lang, kind, entry, onSaved)
  const { described, field } = useFieldWiring(state.problem)
  const titleId = `vocabulary-form-${kind}`
  return (
    <form noValidate
      className={styles.form}
      style={{ maxWidth: '48rem' }}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        const body = { kind, name, ...(SLUGS[kind] === 'one' ? { slug } : {}), ...(SLUGS[kind] === 'per-language' ? { slugs } : {}), ...(HAS_FILTER_SWITCH[kind] ? { show_in_filter: showInFilter } : {}) }
        void state.save(() =>
          entry
            ? api.call('backOfficeVocabularyUpdate', { params: { lang, kind, id: String(entry.id) }, body: { ...body, version: entry.version } })
            : api.call('backOfficeVocabularyCreate', { params: { lang, kind }, body }),
        )
      }}
    >
      <h2 id={titleId}>{formTitle(lang, entry)}</h2>
      <div className={styles.languages}>
        {LOCALES.map((language) => {
          const languageName = language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale)
          return (
            <span key={language} className={styles.form}>
              {field(
                `name.${language}`,
                m.backoffice_field_name_in({ language: languageName }, locale),
                <input {...described(`name.${language}`)} lang={language} required value={name[language]} onChange={(change) => setName({ ...name, [language]: change.currentTarget.value })} />,
              )}
              {SLUGS[kind] === 'per-language'
                ? field(
                    `slugs.${language}`,
                    m.vocab_field_slug_in({ language: languageName }, locale),
                    <input {...described(`slugs.${language}`)} required value={slugs[language]} onChange={(change) => setSlugs({ ...slugs, [language]: change.currentTarget.value })} />,
                  )
                : null}
            </span>
          )
        })}
      </div>
      {SLUGS[kind] === 'one' ? field('slug', m.vocab_col_slug({}, locale), <input {...described('slug')} required value={slug} onChange={(change) => setSlug(change.currentTarget.value)} />) : null}
      {HAS_FILTER_SWITCH[kind] ? (
        <label>
          <input type="checkbox" checked={showInFilter} onChange={(change) => setShowInFilter(change.currentTarget.checked)} /> {m.backoffice_series_in_filter({}, locale)}
        </label>
      ) : null}
      <FormEnd lang={lang} entry={entry} state={state} onCancel={onCancel} />
    </form>
  )
}

function SeasonForm({ lang, entry, onSaved, onCancel }: { lang: Locale; entry: VocabularySeason | null; onSaved: Saved; onCancel: () => void }) {
  const locale = { locale: lang }
  const [name, setName] = useState(entry?.name ?? '')
  const [dateFrom, setDateFrom] = useState(entry?.date_from ?? '')
  const [dateTo, setDateTo] = useState(entry?.date_to ?? '')
  const state = useEntrySave(lang, 'seasons', entry, onSaved)
  const { described, field } = useFieldWiring(state.problem)
  const titleId = 'vocabulary-form-seasons'
  return (
    <form noValidate
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        const body = { kind: 'seasons' as const, name, date_from: dateFrom, date_to: dateTo }
        void state.save(() =>
          entry
            ? api.call('backOfficeVocabularyUpdate', { params: { lang, kind: 'seasons', id: String(entry.id) }, body: { ...body, version: entry.version } })
            : api.call('backOfficeVocabularyCreate', { params: { lang, kind: 'seasons' }, body }),
        )
      }}
    >
      <h2 id={titleId}>{formTitle(lang, entry)}</h2>
      {field('name', m.backoffice_field_name({}, locale), <input {...described('name')} required value={name} onChange={(change) => setName(change.currentTarget.value)} />)}
      <span className={styles.inline}>
        {field('date_from', m.vocab_field_date_from({}, locale), <input {...described('date_from')} type="date" required value={dateFrom} onChange={(change) => setDateFrom(change.currentTarget.value)} />)}
        {field('date_to', m.vocab_field_date_to({}, locale), <input {...described('date_to')} type="date" required value={dateTo} onChange={(change) => setDateTo(change.currentTarget.value)} />)}
      </span>
      <FormEnd lang={lang} entry={entry} state={state} onCancel={onCancel} />
    </form>
  )
}
