import { m } from '~/paraglide/messages'
import type { ProductionListItem } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { formatShortDate } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { card, cardImage, cardMedia, stretchedLink } from '~/content-modules/shared/module.css'
import { productionRun } from './productions.shared'
import { productionUrl } from './productions.urls'
import * as styles from './productions.css'

/** "21. Nov. 2026 – 3. März 2027", or the one date there is. */
export function formatRun(production: Pick<ProductionListItem, 'date_from' | 'date_to'>, lang: Locale): string | null {
  const { from, to } = productionRun(production)
  if (from && to) return `${formatShortDate(from, lang)} – ${formatShortDate(to, lang)}`
  if (from) return formatShortDate(from, lang)
  return to ? formatShortDate(to, lang) : null
}

/** What a production is: an exhibition names its type, a show its season. */
export function productionKicker(production: ProductionListItem): string {
  if (production.kind === 'exhibition') return production.exhibition_type?.name ?? m.production_kind_exhibition()
  return production.season ? m.production_season({ name: production.season.name }) : m.production_kind_show()
}

/** An image-led production teaser; the whole card is one link. */
export function ProductionCard({ production, lang, headingLevel = 2, priority = false }: { production: ProductionListItem; lang: Locale; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const run = formatRun(production, lang)
  return (
    <article className={card}>
      <div className={cardMedia}>
        {production.image ? (
          <img className={cardImage} src={production.image.url} alt="" width={1240} height={700} loading={priority ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
      </div>
      <p className={styles.cardKicker}>{productionKicker(production)}</p>
      <Heading className={styles.cardTitle}>
        <SmartLink href={productionUrl(lang, production)} className={stretchedLink}>
          {production.title}
        </SmartLink>
      </Heading>
      {production.subtitle ? <p className={styles.cardSubtitle}>{production.subtitle}</p> : null}
      {run ? <p className={styles.cardRun}>{run}</p> : null}
    </article>
  )
}
