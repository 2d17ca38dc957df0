import { m } from '~/paraglide/messages'
import type { PersonDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { DetailSection, EventDates, RichTextBody, hasRichText } from '~/features/productions/page-blocks'
import * as blocks from '~/features/productions/page-blocks.css'
import { ProductionCard } from '~/features/productions/ProductionCard'
import { teamUrl } from './team.urls'
import * as styles from './team.css'

/** A team member: portrait, role and biography, then the productions and the next events they appear in. */
export function PersonPage({ person, lang }: { person: PersonDetail; lang: Locale }) {
  const name = `${person.first_name} ${person.last_name}`
  return (
    <article className={styles.page}>
      <div className={container}>
        <div className={styles.crumbs}>
          <Breadcrumb items={[{ title: m.title_team(), url: teamUrl(lang) }, { title: name }]} />
        </div>
        <div className={styles.person}>
          <div className={styles.personHead}>
            {person.category ? <p className={blocks.kicker}>{person.category.name}</p> : null}
            <h1 className={styles.personTitle}>{name}</h1>
            {person.role ? <p className={styles.personRole}>{person.role}</p> : null}
          </div>
          <figure className={styles.portrait}>
            {person.portrait ? <img src={person.portrait.url} alt={person.portrait.alt} width={400} height={500} className={styles.portraitImage} fetchPriority="high" /> : null}
          </figure>
          {hasRichText(person.biography) ? (
            <section className={styles.personBio} aria-label={m.team_biography()}>
              <RichTextBody value={person.biography} />
            </section>
          ) : null}
        </div>
        <div className={styles.sections}>
          {person.productions.length ? (
            <DetailSection id="productions" title={m.team_productions()} layout="stacked">
              <ul className={blocks.grid3}>
                {person.productions.map((production) => (
                  <li key={production.id}>
                    <ProductionCard production={production} lang={lang} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          {person.events.length ? (
            <DetailSection id="events" title={m.team_events()}>
              <EventDates events={person.events} lang={lang} empty="" />
            </DetailSection>
          ) : null}
        </div>
      </div>
    </article>
  )
}
