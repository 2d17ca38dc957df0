import { m } from '~/paraglide/messages'
import { container } from '~/styles/layout.css'
import * as styles from './chrome.css'

/** A section whose feature is still to come: its layout and a clear heading, not an error. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className={`${container} ${styles.placeholder}`} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{m.placeholder_coming()}</p>
    </section>
  )
}
