import { SmartLink } from '~/features/chrome/SmartLink'
import { useLocale } from '~/lib/i18n/use-locale'
import { IMAGE_SIZES } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { card, cardImage, cardMedia, cardText, cardTitle, preline, stretchedLink } from '../shared/module.css'
import { articlePath } from './magazine-path'
import type { ArticleObj } from './schema'
import * as styles from './blog-teaser-list.css'

/** An article teaser; `main` is the large lead teaser of the list. */
export function ArticleTeaser({ article, main = false }: { article: ArticleObj; main?: boolean }) {
  const locale = useLocale()
  const picture = article.image ? { src: article.image, alt: '', ...IMAGE_SIZES.landscape } : null
  return (
    <article className={`${card} ${main ? styles.main : ''}`}>
      {picture ? (
        <div className={`${cardMedia} ${main ? styles.mainMedia : ''}`}>
          <ModuleImage picture={picture} className={cardImage} decorative sizes={main ? '(min-width: 64em) 52rem, 100vw' : '(min-width: 64em) 30vw, (min-width: 48em) 50vw, 100vw'} />
        </div>
      ) : null}
      <div className={styles.body}>
        {article.category_name ? <p className={preline}>{article.category_name}</p> : null}
        <h3 className={main ? styles.mainTitle : cardTitle}>
          <SmartLink href={articlePath(locale, article)} className={stretchedLink}>
            {article.title}
          </SmartLink>
        </h3>
        {article.teaser ? <p className={main ? styles.mainText : cardText}>{article.teaser}</p> : null}
      </div>
    </article>
  )
}
