import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { ArticleCategory } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { searchHref } from '~/features/chrome/header/search-href'
import { magazineQueries } from './magazine.queries'
import { categoryUrl, magazineUrl, tagsUrl } from './magazine.urls'
import * as styles from './magazine.css'

/** The extra look class of a category: its own style name, plus the colour of a known one. */
export function categoryClass(category: Pick<ArticleCategory, 'style_name'>): string {
  const name = category.style_name
  if (!name) return ''
  const dot = Object.entries(styles.categoryDot).find(([style]) => style === name)?.[1]
  return dot ? `${name} ${dot}` : name
}

/** The magazine's headline: from the editors' magazine page when there is one, else the section title. */
export function useMagazineHeadline(lang: Locale): string {
  const page = useQuery(magazineQueries.headlinePage(lang))
  return page.data?.headline || page.data?.title || m.title_magazine()
}

/** The search start box: a form to /{lang}/search?q=; empty text submits nothing. */
function MagazineSearch({ lang }: { lang: Locale }) {
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState('')
  return (
    <form
      role="search"
      className={styles.search}
      action={`/${lang}/search`}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        const href = searchHref(lang, text)
        if (href) void router.navigate({ href })
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.magazine_search_label()}
      </label>
      <input id={id} name="q" type="search" className={styles.searchInput} placeholder={m.magazine_search_placeholder()} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className={styles.searchButton}>
        {m.search_submit()}
      </button>
    </form>
  )
}

/** All (active without a category), one link per category with its style class, and All #Topics. */
export function CategoryStrip({ lang, activeCategory, topicsActive = false }: { lang: Locale; activeCategory?: number; topicsActive?: boolean }) {
  const categories = useQuery(magazineQueries.categories(lang))
  const allActive = activeCategory === undefined && !topicsActive
  return (
    <nav className={styles.strip} aria-label={m.magazine_categories()}>
      <ul className={styles.stripList}>
        <li>
          <SmartLink href={magazineUrl(lang)} className={styles.stripLink} aria-current={allActive ? 'page' : undefined}>
            {m.magazine_all()}
          </SmartLink>
        </li>
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            <SmartLink
              href={categoryUrl(lang, category)}
              className={`${styles.stripLink} ${categoryClass(category)}`}
              aria-current={activeCategory === category.id ? 'page' : undefined}
            >
              {category.name}
            </SmartLink>
          </li>
        ))}
        <li>
          <SmartLink href={tagsUrl(lang)} className={`${styles.stripLink} ${styles.stripTopics}`} aria-current={topicsActive ? 'page' : undefined}>
            {m.title_magazine_tags()}
          </SmartLink>
        </li>
      </ul>
    </nav>
  )
}

/**
 * The head of the magazine's list pages (spec programme.md §2): breadcrumb, the headline from the page data,
 * the search start box and the category strip.
 */
export function MagazineHeadline(props: { lang: Locale; crumbs: { title: string; url?: string }[]; activeCategory?: number; topicsActive?: boolean }) {
  const { lang, crumbs, activeCategory, topicsActive } = props
  const headline = useMagazineHeadline(lang)
  return (
    <header className={`${container} ${styles.headline}`}>
      <Breadcrumb items={crumbs} />
      <div className={styles.headlineRow}>
        <h1 className={styles.title}>{headline}</h1>
        <MagazineSearch lang={lang} />
      </div>
      <CategoryStrip lang={lang} activeCategory={activeCategory} topicsActive={topicsActive} />
    </header>
  )
}
