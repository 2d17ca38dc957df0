import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { afterHeadline, block, preline, subline } from '../shared/module.css'
import type { HeadlineData } from './schema'
import * as styles from './headline.css'

const TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const

export function HeadlineView({ id, data }: ModuleViewProps<HeadlineData>) {
  const Heading = TAGS[data.headline_level]
  const heading = <Heading className={styles.title}>{data.content}</Heading>
  return (
    <div className={`${block} ${afterHeadline}`} id={anchorId(data.anchor)} data-module-id={id}>
      {data.preline || data.subline ? (
        <hgroup className={styles.group}>
          {data.preline ? <p className={preline}>{data.preline}</p> : null}
          {heading}
          {data.subline ? <p className={subline}>{data.subline}</p> : null}
        </hgroup>
      ) : (
        heading
      )}
    </div>
  )
}
