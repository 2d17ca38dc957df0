import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import type { QuoteData } from './schema'
import * as styles from './quote.css'

export function QuoteView({ id, data }: ModuleViewProps<QuoteData>) {
  if (!data.content?.trim()) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id}>
      <figure className={styles.figure}>
        <span className={styles.mark} aria-hidden="true">
          “
        </span>
        <blockquote className={styles.quote}>
          <p className={styles.text}>{data.content}</p>
        </blockquote>
        {data.author ? <figcaption className={styles.author}>— {data.author}</figcaption> : null}
      </figure>
    </div>
  )
}
