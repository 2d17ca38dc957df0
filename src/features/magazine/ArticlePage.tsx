import { m } from '~/paraglide/messages'
import type { ArticleDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { DetailSection, RichTextBody } from '~/features/productions/page-blocks'
import * as blocks from '~/features/productions/page-blocks.css'
import { personUrl } from '~/features/team/team.urls'
import { ArticleCard } from './ArticleCard'
import { categoryClass, useMagazineHeadline } from './MagazineHeadline'
import { categoryUrl, magazineUrl, tagUrl } from './magazine.urls'
import * as styles from './magazine.css'

/** A magazine article: category, title, lead and byline, the key visual, the rich text, its topics and related reading. */
export function ArticlePage({ article, lang }: { article: ArticleDetail; lang: Locale }) {
  const headline = useMagazineHeadline(lang)
  const crumbs = [
    { title: headline, url: magazineUrl(lang) },
    ...(article.category ? [{ title: article.category.name, url: categoryUrl(lang, article.category) }] : []),
    { title: article.title },
  ]
  return (
    <article className={styles.article}>
      <header className={`${container} ${styles.articleHeader}`}>
        <Breadcrumb items={crumbs} />
        {article.category ? (
          <SmartLink href={categoryUrl(lang, article.category)} className={`${styles.kickerLink} ${styles.cardKicker} ${categoryClass(article.category)}`}>
            {article.category.name}
          </SmartLink>
        ) : null}
        <h1 className={styles.articleTitle}>{article.title}</h1>
        {article.teaser ? <p className={styles.articleLead}>{article.teaser}</p> : null}
        <p className={styles.byline}>
          {article.author ? (
            <span>
              {m.magazine_by()}{' '}
              <SmartLink href={personUrl(lang, article.author)}>{article.author.name}</SmartLink>
            </span>
          ) : null}
          <time dateTime={article.published_at}>{formatLongDate(article.published_at, lang)}</time>
        </p>
      </header>
      {article.image ? (
        <figure className={styles.figure}>
          <img src={article.image.url} alt="" width={1600} height={900} className={styles.figureImage} fetchPriority="high" />
        </figure>
      ) : null}
      <div className={`${container} ${styles.articleBody}`}>
        <RichTextBody value={article.body} />
        {article.tags.length ? (
          <nav aria-label={m.magazine_topics()}>
            <ul className={blocks.pills}>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <SmartLink href={tagUrl(lang, tag)} className={blocks.pill}>
                    #{tag.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {article.related.length ? (
        <div className={`${container} ${styles.related}`}>
          <DetailSection id="related" title={m.magazine_related()} layout="stacked">
            <ul className={blocks.grid3}>
              {article.related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} lang={lang} />
                </li>
              ))}
            </ul>
          </DetailSection>
        </div>
      ) : null}
    </article>
  )
}
