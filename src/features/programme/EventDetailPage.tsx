import { useId } from 'react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { DetailSection } from '../../../app.config'
import type { EventDetail } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { formatLongDate, formatPrice, formatTimeRange } from '~/lib/format'
import { RichText } from '~/lib/rich-text/RichText'
import { RichTextSchema } from '~/lib/rich-text/schema'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { Slider } from '~/content-modules/shared/Slider'
import { QuickBuyButton } from '~/features/booking/QuickBuyButton'
import { QuickBuyWidget } from '~/features/booking/QuickBuyWidget'
import { EventLabels, EventStatus } from './EventItem'
import { programmeUrl } from './programme.urls'
import * as styles from './event-detail.css'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Description({ value }: { value: unknown }) {
  const parsed = v.safeParse(RichTextSchema, value)
  return parsed.success ? <RichText state={parsed.output} /> : null
}

/** The prices of the event, grouped by seat group; the full price is "Vollpreis". */
function PriceList({ event }: { event: EventDetail }) {
  const groups = event.currentEventData.seat_groups.filter((group) => group.status !== 0)
  if (groups.length === 0 && event.currentEventData.prices.length === 0) return null
  return (
    <div className={styles.prices}>
      {(groups.length ? groups : [{ id: 0, seat_group: '', status: 1, text: '', prices: event.currentEventData.prices }]).map((group) => (
        <div key={group.id}>
          {group.seat_group ? <h3 className={styles.priceGroup}>{group.seat_group}</h3> : null}
          <dl className={styles.priceRows}>
            {group.prices.map((price) => (
              <div key={price.id} className={styles.priceRow}>
                <dt>{price.name || m.full_price()}</dt>
                <dd>{formatPrice(price.price, appConfig.design.parsers.currency)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

export function EventDetailPage({ event, lang, title }: { event: EventDetail; lang: Locale; title: string }) {
  const bookingKey = useId()
  const sections: Record<DetailSection, ReactNode> = {
    dates: (
      <Section id="event-date" title={m.event_date()}>
        <p className={styles.dateLine}>
          <time dateTime={event.date_start}>
            {formatLongDate(event.date_start, lang)}, {formatTimeRange(event.date_start, event.date_end, lang)}
          </time>
        </p>
        {event.room ? (
          <p>
            <SmartLink href={`/${lang}/venues/${encodeURIComponent(event.room.venue.slug)}/${event.room.venue.id}`}>{event.room.venue.name}</SmartLink> · {event.room.name}
          </p>
        ) : null}
        <a className={styles.calendarLink} href={`/${lang}/api/events/${event.id}/ics/`} download={`${event.slug}.ics`}>
          {m.event_add_to_calendar()}
        </a>
      </Section>
    ),
    texts:
      event.teaser || event.description ? (
        <Section id="event-about" title={m.event_about()}>
          {event.teaser ? <p className={styles.teaser}>{event.teaser}</p> : null}
          <Description value={event.description} />
          {event.info ? <p>{event.info}</p> : null}
        </Section>
      ) : null,
    prices:
      event.currentEventData.prices.length > 0 ? (
        <Section id="event-prices" title={m.event_prices()}>
          <PriceList event={event} />
        </Section>
      ) : null,
    media:
      event.images.length > 1 ? (
        <Section id="event-images" title={m.event_images()}>
          <Slider
            label={m.event_images()}
            slides={event.images.map((image) => ({
              id: image.url,
              content: <img src={image.url} alt={image.alt} loading="lazy" width={1240} height={700} className={styles.slideImage} />,
            }))}
          />
        </Section>
      ) : null,
    castAndTeam:
      event.cast.length || event.team.length ? (
        <Section id="event-credits" title={`${m.event_cast()} & ${m.event_team()}`}>
          <div className={styles.credits}>
            {[
              { key: 'cast', heading: m.event_cast(), people: event.cast },
              { key: 'team', heading: m.event_team(), people: event.team },
            ].map((group) =>
              group.people.length ? (
                <div key={group.key}>
                  <h3>{group.heading}</h3>
                  <dl className={styles.creditList}>
                    {group.people.map((person) => (
                      <div key={`${group.key}-${person.id}-${person.role}`} className={styles.creditRow}>
                        <dt>{person.role}</dt>
                        <dd>
                          <SmartLink href={`/${lang}/team/${encodeURIComponent(person.slug)}/${person.id}`}>{person.name}</SmartLink>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ) : null,
            )}
          </div>
        </Section>
      ) : null,
    tags:
      event.tags.length || event.series ? (
        <Section id="event-tags" title={m.event_tags()}>
          <ul className={styles.tags}>
            {event.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
            {event.series ? (
              <li>
                <SmartLink href={`/${lang}/series/${encodeURIComponent(event.series.slug)}/${event.series.id}`}>
                  {m.event_series()}: {event.series.name}
                </SmartLink>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null,
  }
  const hero = event.images[0]
  return (
    <article className={styles.page}>
      <header className={`${container} ${styles.header}`}>
        <Breadcrumb items={[{ title, url: programmeUrl(lang) }, { title: event.title }]} />
        <EventLabels labels={event.labels} />
        <h1 className={styles.title}>{event.title}</h1>
        {event.subtitle ? <p className={styles.subtitle}>{event.subtitle}</p> : null}
        <div className={styles.actions}>
          <EventStatus status={event.status} />
          <QuickBuyButton event={event} widgetKey={bookingKey} sticky />
          {event.production ? (
            <SmartLink href={`/${lang}/${lang === 'de' ? 'produktionen' : 'productions'}/${encodeURIComponent(event.production.slug)}/${event.production.id}`}>
              {m.event_production()}: {event.production.title}
            </SmartLink>
          ) : null}
        </div>
        <QuickBuyWidget event={event} lang={lang} widgetKey={bookingKey} headingLevel={2} />
      </header>
      {hero ? (
        <div className={styles.hero}>
          <img src={hero.url} alt={hero.alt} width={1600} height={900} className={styles.heroImage} fetchPriority="high" />
        </div>
      ) : null}
      <div className={`${container} ${styles.body}`}>
        {appConfig.design.detailSections.event.map((key) => (
          <div key={key}>{sections[key]}</div>
        ))}
      </div>
    </article>
  )
}
