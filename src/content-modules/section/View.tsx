import { SECTION_LAYOUTS } from '~/server/db/module-tree'
import { themes } from '~/styles/tokens.css'
import { container } from '~/styles/layout.css'
import type { ModuleViewProps } from '../module-definition'
import { IMAGE_SIZES } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import type { SectionData } from './schema'
import * as styles from './section.css'

type ThemeName = keyof typeof themes

function themeOf(extraClass: string | null | undefined): ThemeName | undefined {
  const names = (extraClass ?? '').split(/\s+/)
  return names.find((name): name is ThemeName => Object.hasOwn(themes, name))
}

/** A band of columns; an extra class cc01–cc03 gives it that colour theme, an image becomes its dimmed backdrop. */
export function SectionView({ id, data, columns, Tree }: ModuleViewProps<SectionData>) {
  const layout = SECTION_LAYOUTS[data.layout] ?? '100'
  // text over a photograph needs the dark theme, whatever the section's own colours
  const theme = data.image ? 'cc03' : themeOf(data.extra_class)
  const sorted = [...columns].sort((a, b) => a.index - b.index)
  if (sorted.every((column) => column.children.length === 0)) return null
  const classes = theme ? `${styles.section} ${themes[theme]}` : styles.section
  return (
    <section className={classes} data-module-id={id}>
      {data.image ? (
        <>
          <ModuleImage picture={{ src: data.image, alt: '', ...IMAGE_SIZES.hero }} className={styles.backdrop} decorative sizes="100vw" />
          <div className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div className={container}>
        <div className={`${styles.grid} ${styles.layouts[layout]}`}>
          {sorted.map((column) => (
            <div key={column.index} className={styles.column}>
              <Tree nodes={column.children} />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
