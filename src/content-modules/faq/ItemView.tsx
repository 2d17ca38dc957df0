import { RichText } from '~/lib/rich-text/RichText'
import type { ModuleViewProps } from '../module-definition'
import { prose } from '../shared/module.css'
import type { FaqItemData } from './schema'
import * as styles from './faq.css'

/** One question: a native disclosure, so keyboard, screen readers and find-in-page work without script. */
export function FaqQuestion({ data }: { data: FaqItemData }) {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>
        <span>{data.title}</span>
        <span className={styles.icon} aria-hidden="true" />
      </summary>
      {data.content ? (
        <div className={`${prose} ${styles.answer}`}>
          <RichText state={data.content} />
        </div>
      ) : null}
    </details>
  )
}

export function FaqItemView({ id, data }: ModuleViewProps<FaqItemData>) {
  return (
    <div data-module-id={id}>
      <FaqQuestion data={data} />
    </div>
  )
}
