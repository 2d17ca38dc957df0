import type { ArticleListItem } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { formatShortDate } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { card, cardImage, cardMedia, stretchedLink } from '~/content-modules/shared/module.css'
import { categoryClass } from './MagazineHeadline'
import { articleUrl } from './magazine.urls'
import * as styles from './magazine.css'

/** An image-led article teaser: category, title, teaser and date; the whole card is one link. */
export function ArticleCard({ article, lang, headingLevel = 3, priority = false }: { article: ArticleListItem; lang: Locale; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={card}>
      <div className={cardMedia}>
        {article.image ? <img className={cardImage} src={article.image.url} alt="" width={1240} height={700} loading={priority ? 'eager' : 'lazy'} decoding="async" /> : null}
      </div>
      {article.category ? <p className={`${styles.cardKicker} ${categoryClass(article.category)}`}>{article.category.name}</p> : null}
      <Heading className={styles.cardTitle}>
        <SmartLink href={articleUrl(lang, article)} className={stretchedLink}>
          {article.title}
        </SmartLink>
      </Heading>
      {article.teaser ? <p className={styles.cardTeaser}>{article.teaser}</p> : null}
      <p className={styles.cardDate}>
        <time dateTime={article.published_at}>{formatShortDate(article.published_at, lang)}</time>
      </p>
    </article>
  )
}
