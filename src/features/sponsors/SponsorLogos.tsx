import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { SmartLink } from '~/features/chrome/SmartLink'
import { siteQueries } from '~/features/site/site.queries'
import { isExternalLink } from '~/lib/links'
import type { Locale } from '~/contract/shared'
import * as v from 'valibot'
import { LocaleSchema } from '~/contract/shared'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson, readFragmentData } from '~/lib/site-fragments'
import { FragmentPlaceholder, isKeptFragment } from '~/lib/kept-fragments'
import { siteFragment } from '~/styles/layout.css'
import type { SponsorLevel } from './sponsors.shared'
import { PublicSponsor, SPONSOR_LEVELS } from './sponsors.shared'
import * as styles from './sponsors.css'

/** The sponsors with a logo, as the footer's fragment shows them (the layout reads them for every page). */
export function useSponsors(lang: Locale): PublicSponsor[] {
  return useSponsorLogos(lang).data ?? []
}

function useSponsorLogos(lang: Locale) {
  return useQuery({ ...siteQueries.sponsorLogos(lang), initialData: () => servedLogos(lang) })
}

/** A sponsor's logo (its name is the alt text), linked to the sponsor where a link is set. */
export function SponsorLogo({ sponsor, size = 'small' }: { sponsor: PublicSponsor; size?: 'small' | 'large' }) {
  if (!sponsor.logo) return null
  const image = <img className={size === 'large' ? styles.logoLarge : styles.logo} src={sponsor.logo} alt={sponsor.name} width={140} height={84} loading="lazy" decoding="async" />
  if (!sponsor.link) return image
  return (
    <SmartLink href={sponsor.link} newWindow={isExternalLink(sponsor.link)} className={styles.link}>
      {image}
    </SmartLink>
  )
}

const FragmentData = v.object({ lang: LocaleSchema, sponsors: v.array(PublicSponsor) })

/** The logos the page was served with, from its fragment's data block (a generated page's may be newer than the page). */
function servedLogos(lang: Locale): PublicSponsor[] | undefined {
  const served = v.safeParse(FragmentData, readFragmentData('sponsor-logos'))
  return served.success && served.output.lang === lang ? served.output.sponsors : undefined
}

/**
 * The footer's sponsor logos: nothing while the site has none. A site fragment (src/lib/site-fragments.ts): a sponsor's
 * change replaces it in every generated page without rendering them again, and the browser takes the logos from the
 * fragment's data block, not from the page's dehydrated state.
 */
export function FooterSponsors({ lang }: { lang: Locale }) {
  const logos = useSponsorLogos(lang).data
  const sponsors = logos ?? []
  // on the server, the markup rendered before for the same logos (src/lib/kept-fragments.ts)
  if (isKeptFragment('sponsor-logos', logos, lang)) return <FragmentPlaceholder name="sponsor-logos" />
  return (
    <div {...fragmentAttributes('sponsor-logos')} className={siteFragment}>
      {sponsors.length > 0 ? (
        <ul className={styles.footerList} aria-label={m.sponsors_footer({}, { locale: lang })} data-sponsors="">
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorLogo sponsor={sponsor} />
            </li>
          ))}
        </ul>
      ) : null}
      <script {...fragmentDataAttributes('sponsor-logos')} dangerouslySetInnerHTML={{ __html: fragmentJson({ lang, sponsors }) }} />
    </div>
  )
}

const levelName: Record<SponsorLevel, (inputs?: Record<string, never>, options?: { locale?: Locale }) => string> = {
  main: m.sponsors_level_main,
  sponsor: m.sponsors_level_sponsor,
  partner: m.sponsors_level_partner,
  media: m.sponsors_level_media,
}

/** The sponsors grouped by level, highest first, each group under its level's name. */
export function SponsorGroups({ lang, headingLevel = 3 }: { lang: Locale; headingLevel?: 2 | 3 }) {
  const sponsors = useSponsors(lang)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const groups = SPONSOR_LEVELS.map((level) => ({ level, members: sponsors.filter((sponsor) => sponsor.level === level && sponsor.logo) })).filter((group) => group.members.length > 0)
  if (groups.length === 0) return null
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.level} className={styles.group} aria-label={levelName[group.level]({}, { locale: lang })}>
          <Heading className={styles.groupTitle}>{levelName[group.level]({}, { locale: lang })}</Heading>
          <ul className={styles.groupList}>
            {group.members.map((sponsor) => (
              <li key={sponsor.id} className={styles.groupItem}>
                <SponsorLogo sponsor={sponsor} size="large" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
