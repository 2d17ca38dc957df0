import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import * as v from 'valibot'
import type { EventListItem } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { RichText } from '~/lib/rich-text/RichText'
import { RichTextSchema, hasRichTextContent } from '~/lib/rich-text/schema'
import { berlinDay, formatLongDate } from '~/lib/format'
import { container } from '~/styles/layout.css'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { EventItem } from '~/features/programme/EventItem'
import * as styles from './page-blocks.css'

/**
 * The shared page header of the non-CMS sections (spec platform.md §2): breadcrumb, an optional kicker, the
 * headline and an optional lead; `children` are facts and actions under it.
 */
export function SectionPageHeader(props: { crumbs: { title: string; url?: string }[]; kicker?: ReactNode; title: string; lead?: string | null; children?: ReactNode }) {
  const { crumbs, kicker, title, lead, children } = props
  return (
    <header className={`${container} ${styles.intro}`}>
      <Breadcrumb items={crumbs} />
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  )
}

/**
 * A titled section of a detail page; `id` is the anchor, the heading gets `${id}-title`. `aside` puts the heading
 * in a column of its own on wide screens (text and dates); `stacked` keeps it above (card grids).
 */
export function DetailSection({ id, title, note, layout = 'aside', children }: { id: string; title: string; note?: string; layout?: 'aside' | 'stacked'; children: ReactNode }) {
  return (
    <section id={id} className={`${styles.section} ${layout === 'aside' ? styles.sectionAside : ''}`} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {note ? <p className={styles.sectionNote}>{note}</p> : null}
      </div>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  )
}

/** Rich text from the API (Lexical JSON), validated here; nothing when it is empty or malformed. */
export function RichTextBody({ value }: { value: unknown }) {
  const parsed = v.safeParse(RichTextSchema, value)
  if (!parsed.success || !hasRichTextContent(parsed.output)) return null
  return (
    <div className={styles.prose}>
      <RichText state={parsed.output} />
    </div>
  )
}

export function hasRichText(value: unknown): boolean {
  const parsed = v.safeParse(RichTextSchema, value)
  return parsed.success && hasRichTextContent(parsed.output)
}

/** How many dates a detail page shows before "show all". */
const DATES_SHOWN = 8

/** Upcoming events as programme items, each day named once; the quick-buy button sits in every item. */
export function EventDates({ events, lang, empty }: { events: EventListItem[]; lang: Locale; empty: string }) {
  const [all, setAll] = useState(false)
  const list = useRef<HTMLOListElement>(null)
  // the button disappears: focus moves on to the first date it revealed
  useEffect(() => {
    if (all) list.current?.children[DATES_SHOWN]?.querySelector('a')?.focus()
  }, [all])
  if (events.length === 0) return <p className={styles.empty}>{empty}</p>
  const shown = all ? events : events.slice(0, DATES_SHOWN)
  return (
    <>
      <ol ref={list} className={styles.dates}>
        {shown.map((event, position) => {
          const day = berlinDay(event.date_start)
          const firstOfDay = position === 0 || berlinDay(shown[position - 1]?.date_start ?? '') !== day
          return (
            <li key={event.id}>
              {firstOfDay ? <p className={styles.dateDay}>{formatLongDate(day, lang)}</p> : null}
              <EventItem event={event} lang={lang} />
            </li>
          )
        })}
      </ol>
      {shown.length < events.length ? (
        <div className={styles.loadMoreRow}>
          <button type="button" className={styles.loadMore} onClick={() => setAll(true)}>
            {m.production_show_all_dates({ count: events.length })}
          </button>
        </div>
      ) : null}
    </>
  )
}

export function LoadMoreButton({ loading, onClick, label, loadingLabel }: { loading: boolean; onClick: () => void; label: string; loadingLabel: string }) {
  return (
    <div className={styles.loadMoreRow}>
      <button type="button" className={styles.loadMore} onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? loadingLabel : label}
      </button>
    </div>
  )
}

