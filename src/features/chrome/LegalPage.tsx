import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { LegalText } from '~/contract/site'
import { useLocale } from '~/lib/i18n/use-locale'
import { formatShortDate } from '~/lib/format'
import { RichText } from '~/lib/rich-text/RichText'
import { RichTextSchema } from '~/lib/rich-text/schema'
import type { LexicalNode, RichTextState } from '~/lib/rich-text/schema'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { container } from '~/styles/layout.css'
import { legalQueries } from './legal.queries'
import type { LegalKind } from './legal.queries'
import * as styles from './legal.css'

function updatedOn(value: string | null, lang: 'de' | 'en'): string | null {
  if (!value) return null
  try {
    return formatShortDate(value, lang)
  } catch {
    return null
  }
}

/** Texts often open with their own title; the page shows it once, as its h1. */
function withoutRepeatedTitle(state: RichTextState, title: string): RichTextState {
  const [first, ...rest] = state.root.children
  const plain = (node: LexicalNode): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(plain).join(''))
  if (!first || first.type !== 'heading' || plain(first).trim() !== title.trim()) return state
  return { ...state, root: { ...state.root, children: rest } }
}

export function LegalContent({ text }: { text: LegalText }) {
  const lang = useLocale()
  const content = v.safeParse(RichTextSchema, text.content)
  const updated = updatedOn(text.updated_at, lang)
  return (
    <article className={`${container} ${styles.legal}`} aria-labelledby="legal-title">
      <header className={styles.header}>
        <Breadcrumb items={[{ title: text.title }]} />
        <h1 id="legal-title" className={styles.title}>
          {text.title}
        </h1>
        {updated ? <p className={styles.updated}>{m.legal_updated({ date: updated })}</p> : null}
      </header>
      <div className={styles.body}>{content.success ? <RichText state={withoutRepeatedTitle(content.output, text.title)} /> : null}</div>
    </article>
  )
}

/** A legal page (terms, privacy policy, imprint): its text from the contract, loaded by the route. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const lang = useLocale()
  const text = useQuery(legalQueries.text(kind, lang))
  return text.data ? <LegalContent text={text.data} /> : null
}
