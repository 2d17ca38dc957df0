import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import * as blocks from '~/features/productions/page-blocks.css'
import { MagazineHeadline } from './MagazineHeadline'
import { magazineQueries } from './magazine.queries'
import { magazineUrl, tagUrl } from './magazine.urls'
import * as styles from './magazine.css'

/** All #Topics: every tag of the magazine as a large typographic link. */
export function MagazineTagsPage({ lang }: { lang: Locale }) {
  const tags = useQuery(magazineQueries.tags(lang))
  const list = tags.data ?? []
  return (
    <div className={styles.page}>
      <MagazineHeadline lang={lang} crumbs={[{ title: m.title_magazine(), url: magazineUrl(lang) }, { title: m.title_magazine_tags() }]} topicsActive />
      <section className={container} aria-labelledby="magazine-topics-title">
        <div className={styles.listHeader}>
          <h2 id="magazine-topics-title" className={styles.listTitle}>
            {m.title_magazine_tags()}
          </h2>
        </div>
        {list.length ? (
          <ul className={styles.topics}>
            {list.map((tag) => (
              <li key={tag.id}>
                <SmartLink href={tagUrl(lang, tag)} className={styles.topicLink}>
                  <span aria-hidden="true">#</span>
                  {tag.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className={blocks.empty}>{m.magazine_empty()}</p>
        )}
      </section>
    </div>
  )
}
