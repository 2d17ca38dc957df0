import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { PersonListItem } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { card, cardImage, cardMedia, stretchedLink } from '~/content-modules/shared/module.css'
import { DetailSection, SectionPageHeader } from '~/features/productions/page-blocks'
import * as blocks from '~/features/productions/page-blocks.css'
import { teamQueries } from './team.queries'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import { teamIntro } from '~/features/site/identity.shared'
import { groupByCategory } from './team.shared'
import { personUrl } from './team.urls'
import * as styles from './team.css'

export function PersonCard({ person, lang, priority = false }: { person: PersonListItem; lang: Locale; priority?: boolean }) {
  return (
    <article className={card}>
      <div className={`${cardMedia} ${styles.portraitFrame}`}>
        {person.portrait ? <img className={cardImage} src={person.portrait.url} alt="" width={400} height={500} loading={priority ? 'eager' : 'lazy'} decoding="async" /> : null}
      </div>
      <h3 className={styles.name}>
        <SmartLink href={personUrl(lang, person)} className={stretchedLink}>
          {person.first_name} {person.last_name}
        </SmartLink>
      </h3>
      {person.role ? <p className={styles.role}>{person.role}</p> : null}
    </article>
  )
}

/** The team (ensemble): everyone, grouped by category, as portraits. */
export function TeamPage({ lang }: { lang: Locale }) {
  const persons = useQuery(teamQueries.persons(lang))
  const categories = useQuery(teamQueries.categories(lang))
  const groups = groupByCategory(persons.data ?? [], categories.data ?? [])
  const site = useSiteIdentity()
  return (
    <div className={styles.page}>
      <SectionPageHeader crumbs={[{ title: m.title_team() }]} title={m.title_team()} lead={teamIntro(site.identity, lang, site.origin)} />
      <div className={`${container} ${styles.groups}`}>
        {groups.length === 0 ? <p className={blocks.empty}>{m.team_empty()}</p> : null}
        {groups.map((group, groupPosition) => (
          <DetailSection key={group.category?.id ?? 'others'} id={`team-${group.category?.id ?? 'others'}`} title={group.category?.name ?? m.team_others()} layout="stacked">
            <ul className={styles.grid}>
              {group.persons.map((person, position) => (
                <li key={person.id}>
                  <PersonCard person={person} lang={lang} priority={groupPosition === 0 && position < 4} />
                </li>
              ))}
            </ul>
          </DetailSection>
        ))}
      </div>
    </div>
  )
}
