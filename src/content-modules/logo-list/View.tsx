import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import { Logo } from './ItemView'
import { LogoItemSchema } from './schema'
import type { LogoListData } from './schema'
import * as styles from './logo-list.css'

export function LogoListView({ id, data, childNodes }: ModuleViewProps<LogoListData>) {
  const logos = parseItems(childNodes, 'LogoItem', LogoItemSchema)
  if (logos.length === 0) return null
  return (
    <div className={block} data-module-id={id} data-look={data.extra_class ?? undefined}>
      <ul className={styles.list}>
        {logos.map((logo) => (
          <li key={logo.id} className={styles.item}>
            <Logo data={logo.data} />
          </li>
        ))}
      </ul>
    </div>
  )
}
