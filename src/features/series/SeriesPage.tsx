import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { SeriesDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { buyButton } from '~/features/programme/programme.css'
import { DetailSection, EventDates, SectionPageHeader } from '~/features/productions/page-blocks'
import { seriesOverviewUrl } from './series.urls'
import * as styles from './series.css'

/** A series (subscription): description and price, booking, and all its upcoming dates with their own booking. */
export function SeriesPage({ series, lang }: { series: SeriesDetail; lang: Locale }) {
  return (
    <article className={styles.page}>
      <SectionPageHeader crumbs={[{ title: m.title_series(), url: seriesOverviewUrl(lang) }, { title: series.name }]} kicker={m.series_kicker()} title={series.name} />
      <div className={`${container} ${styles.intro}`}>
        {series.image ? <img src={series.image.url} alt={series.image.alt} width={1240} height={700} className={styles.image} fetchPriority="high" /> : null}
        <div className={styles.text}>
          {series.description ? (
            <section aria-label={m.series_about()}>
              <p className={styles.description}>{series.description}</p>
            </section>
          ) : null}
          <div className={styles.priceBox}>
            {series.price ? (
              <div>
                <p className={styles.priceLabel}>{m.series_price()}</p>
                <p className={styles.price}>{series.price}</p>
              </div>
            ) : null}
            <div>
              <a className={buyButton} href={appConfig.design.webShopLink}>
                {m.series_book()}
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className={`${container} ${styles.events}`}>
        <DetailSection
          id="datesAndTickets"
          title={m.series_events()}
          note={series.events.length ? m.production_dates_count({ count: series.events.length }) : undefined}
        >
          <EventDates events={series.events} lang={lang} empty={m.series_no_events()} />
        </DetailSection>
      </div>
    </article>
  )
}
