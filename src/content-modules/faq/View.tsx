import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import { FaqQuestion } from './ItemView'
import { FaqItemSchema } from './schema'
import type { FaqData } from './schema'
import * as styles from './faq.css'

export function FaqView({ id, data, childNodes }: ModuleViewProps<FaqData>) {
  const items = parseItems(childNodes, 'FaqItem', FaqItemSchema)
  if (items.length === 0) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id}>
      <div className={styles.list}>
        {items.map((item) => (
          <FaqQuestion key={item.id} data={item.data} />
        ))}
      </div>
    </div>
  )
}
