import { m } from '~/paraglide/messages'
import type { VenueDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { berlinTime } from '~/lib/berlin-time'
import { useNow } from '~/features/chrome/use-client'
import { container } from '~/styles/layout.css'
import { DetailSection, EventDates, SectionPageHeader } from '~/features/productions/page-blocks'
import * as blocks from '~/features/productions/page-blocks.css'
import { openingWeek } from './venues.shared'
import { openStreetMapUrl } from './venues.urls'
import * as styles from './venue.css'

function OpeningHours({ venue, lang }: { venue: VenueDetail; lang: Locale }) {
  if (venue.opening_hours.length === 0) return null
  const todayIndex = berlinTime(useNow()).dayOfWeek - 1
  return (
    <section className={styles.card} aria-labelledby="venue-hours">
      <h2 id="venue-hours" className={styles.cardTitle}>
        {m.venue_opening_hours()}
      </h2>
      <table className={styles.hours}>
        <tbody>
          {openingWeek(venue.opening_hours, lang).map((day) => (
            <tr key={day.weekday} className={day.weekday === todayIndex ? styles.today : undefined}>
              <th scope="row">{day.name}</th>
              <td>{day.times.length ? day.times.join(', ') : m.venue_closed()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A venue: address with a map link, contact, opening hours, rooms, accessibility and what is on there next. */
export function VenuePage({ venue, lang }: { venue: VenueDetail; lang: Locale }) {
  const mapUrl = venue.latitude !== null && venue.longitude !== null ? openStreetMapUrl(venue.latitude, venue.longitude) : null
  return (
    <article className={styles.page}>
      <SectionPageHeader
        crumbs={[{ title: venue.name }]}
        kicker={m.venue_kicker()}
        title={venue.name}
        lead={`${venue.street}, ${venue.postcode} ${venue.city}`}
      />
      {venue.image ? (
        <div className={blocks.hero}>
          <img src={venue.image.url} alt={venue.image.alt} width={1600} height={900} className={blocks.heroImage} fetchPriority="high" />
        </div>
      ) : null}
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.main}>
          {venue.description ? (
            <DetailSection id="about" title={m.venue_about()} layout="stacked">
              <p className={styles.text}>{venue.description}</p>
            </DetailSection>
          ) : null}
          {venue.rooms.length ? (
            <DetailSection id="rooms" title={m.venue_rooms()} layout="stacked">
              <ul className={styles.rooms}>
                {venue.rooms.map((room) => (
                  <li key={room.id}>{room.name}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          {venue.accessibility ? (
            <DetailSection id="accessibility" title={m.venue_accessibility()} layout="stacked">
              <p className={styles.text}>{venue.accessibility}</p>
            </DetailSection>
          ) : null}
        </div>
        <aside className={styles.aside}>
          <section className={styles.card} aria-labelledby="venue-address">
            <h2 id="venue-address" className={styles.cardTitle}>
              {m.venue_address()}
            </h2>
            <address className={styles.address}>
              {venue.name}
              <br />
              {venue.street}
              <br />
              {venue.postcode} {venue.city}
            </address>
            {mapUrl ? (
              <a className={styles.mapLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
                {m.venue_map_link()} <span aria-hidden="true">↗</span>
                <span className="visually-hidden"> ({m.new_window()})</span>
              </a>
            ) : null}
          </section>
          {venue.phone || venue.email || venue.website ? (
            <section className={styles.card} aria-labelledby="venue-contact">
              <h2 id="venue-contact" className={styles.cardTitle}>
                {m.venue_contact()}
              </h2>
              <dl className={styles.contact}>
                {venue.phone ? (
                  <div>
                    <dt>{m.venue_phone()}</dt>
                    <dd>
                      <a href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}>{venue.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {venue.email ? (
                  <div>
                    <dt>{m.venue_email()}</dt>
                    <dd>
                      <a href={`mailto:${venue.email}`}>{venue.email}</a>
                    </dd>
                  </div>
                ) : null}
                {venue.website ? (
                  <div>
                    <dt>{m.venue_website()}</dt>
                    <dd>
                      <a href={venue.website} rel="noopener noreferrer">
                        {venue.website.replace(/^https?:\/\//, '')}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}
          <OpeningHours venue={venue} lang={lang} />
        </aside>
      </div>
      <div className={container}>
        <DetailSection id="events" title={m.venue_events()}>
          <EventDates events={venue.events} lang={lang} empty={m.venue_no_events()} />
        </DetailSection>
      </div>
    </article>
  )
}
