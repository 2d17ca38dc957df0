import { m } from '~/paraglide/messages'
import type { CmsPage, PageParent } from '~/contract/cms'
import { useLocale } from '~/lib/i18n/use-locale'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import * as styles from './cms-pages.css'

function chain(parent: PageParent | null): PageParent[] {
  const list: PageParent[] = []
  for (let current = parent; current; current = current.parent) list.unshift(current)
  return list
}

/** Breadcrumb: Home plus the parent chain, the current page last and unlinked; a back option. */
export function Breadcrumb({ items }: { items: { title: string; url?: string }[] }) {
  const lang = useLocale()
  return (
    <nav className={styles.breadcrumb} aria-label={m.breadcrumb()}>
      <button type="button" className={styles.backButton} onClick={() => window.history.back()}>
        ← {m.back()}
      </button>
      <ol className={styles.breadcrumbList}>
        <li>
          <SmartLink href={`/${lang}`}>{m.home()}</SmartLink>
        </li>
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            {item.url && index < items.length - 1 ? <SmartLink href={item.url}>{item.title}</SmartLink> : <span aria-current="page">{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function PageHeader({ page }: { page: CmsPage }) {
  const lang = useLocale()
  const isHome = Object.values(page.urls).includes(`/${lang}`)
  const items = [...chain(page.parent).map((parent) => ({ title: parent.title, url: parent.urls[lang] })), { title: page.title }]
  // the home page opens with its own hero: its title is there for screen readers and outlines only
  if (isHome) return <h1 className="visually-hidden">{page.headline || page.title}</h1>
  return (
    <header className={`${container} ${styles.pageHeader}`}>
      <Breadcrumb items={items} />
      <h1 className={styles.pageTitle}>{page.headline || page.title}</h1>
    </header>
  )
}
