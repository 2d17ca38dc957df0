import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import { socialLabel } from '~/features/site/identity.shared'
import { openConsentManager } from '~/features/consent/consent-store'
import { container, siteFragment } from '~/styles/layout.css'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson } from '~/lib/site-fragments'
import { FragmentPlaceholder, isKeptFragment } from '~/lib/kept-fragments'
import { useNavigation } from '~/features/site/use-navigation'
import { SmartLink } from './SmartLink'
import { AdminHtml } from './AdminHtml'
import * as styles from './footer.css'
import { FooterSponsors } from '~/features/sponsors/SponsorLogos'

/** Marks the footer for the sticky navigation's footer-area flag. */
export const FOOTER_SELECTOR = '[data-site-footer]'

function ExternalLink({ href, children, ...rest }: { href: string; children: string; className?: string; 'aria-label'?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {m.new_window()}</span>
    </a>
  )
}

/** The venue's logo in the footer's colour (a mask over currentColor), or its name while it has no logo. */
function BrandMark({ logo, name }: { logo: string; name: string }) {
  if (!logo) return <span className={styles.brandName}>{name}</span>
  // the logo is the site's setting (a checked path without quotes or brackets): one CSS string, escaped as JSON
  const image = `url(${JSON.stringify(logo)})`
  return <span className={styles.brandLogo} style={{ maskImage: image, WebkitMaskImage: image }} aria-hidden="true" />
}

/**
 * The footer (programme.md §2): administrator HTML at top, bottom and in the logos area, the footer navigation,
 * the legal links, cookie settings, the whistleblower link, the venue's logo linking to its organisation, its social
 * profiles, and the regional culture logo when the administrators supplied no logos of their own. Links the site's
 * settings leave empty are not shown.
 */
export function SiteFooter() {
  const lang = useLocale()
  const navigation = useNavigation(lang)
  const settings = useQuery(siteQueries.settings())
  const { identity, name } = useSiteIdentity()
  const data = settings.data?.data
  const customLogos = data?.html_footer_logos?.code
  const footerLinks = navigation.data?.footer ?? []
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={container}>
        <AdminHtml className={styles.adminTop} code={data?.html_footer_top?.code} />
        <div className={styles.grid}>
          <div>
            {identity.organisation_url ? (
              <a className={styles.brandLink} href={identity.organisation_url} target="_blank" rel="noopener noreferrer">
                <BrandMark logo={identity.logo} name={name} />
                <span className="visually-hidden">
                  {identity.logo ? `${name} – ` : ''}
                  {m.footer_organisation_logo()} {m.new_window()}
                </span>
              </a>
            ) : (
              <SmartLink className={styles.brandLink} href={`/${lang}`}>
                <BrandMark logo={identity.logo} name={name} />
                <span className="visually-hidden">{identity.logo ? `${name} – ${m.home()}` : ` – ${m.home()}`}</span>
              </SmartLink>
            )}
          </div>
          {/* a site fragment (src/lib/site-fragments.ts): its data block carries the navigation of the page's menus; on
              the server, the markup rendered before for the same navigation (src/lib/kept-fragments.ts) */}
          {isKeptFragment('footer-menu', navigation.data, lang) ? (
            <FragmentPlaceholder name="footer-menu" />
          ) : (
            <div {...fragmentAttributes('footer-menu')} className={siteFragment}>
              {footerLinks.length > 0 ? (
                <nav aria-label={m.footer_navigation()}>
                  <h2 className={styles.heading}>{m.secondary_navigation()}</h2>
                  <ul className={styles.list}>
                    {footerLinks.map((link) => (
                      <li key={`${link.url}|${link.title}`}>
                        <SmartLink href={link.url}>{link.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              <script
                {...fragmentDataAttributes('footer-menu')}
                dangerouslySetInnerHTML={{ __html: fragmentJson({ lang, navigation: navigation.data ?? { menu: [], footer: [] } }) }}
              />
            </div>
          )}
          {identity.social.length > 0 ? (
            <nav aria-label={m.footer_social()}>
              <h2 className={styles.heading}>{m.footer_social()}</h2>
              <ul className={styles.list}>
                {identity.social.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url}>{socialLabel(link)}</ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-label={m.footer_legal()}>
            <h2 className={styles.heading}>{m.footer_legal()}</h2>
            <ul className={styles.list}>
              <li>
                <SmartLink href={`/${lang}/agb`}>{m.footer_gtc()}</SmartLink>
              </li>
              <li>
                <SmartLink href={`/${lang}/impressum`}>{m.footer_imprint()}</SmartLink>
              </li>
              <li>
                <SmartLink href={`/${lang}/datenschutz`}>{m.footer_privacy()}</SmartLink>
              </li>
              <li>
                <button type="button" className={styles.linkButton} onClick={openConsentManager} aria-haspopup="dialog">
                  {m.footer_cookie_settings()}
                </button>
              </li>
              {identity.whistleblower_url ? (
                <li>
                  <ExternalLink href={identity.whistleblower_url}>{m.footer_whistleblower()}</ExternalLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          {data?.html_footer_bottom?.code ? (
            <AdminHtml className={styles.adminBottom} code={data.html_footer_bottom.code} />
          ) : (
            <span className={styles.copyright}>{m.footer_copyright({ year: String(new Date().getFullYear()), name })}</span>
          )}
          <div className={styles.logos} role="group" aria-label={m.footer_logos()}>
            <FooterSponsors lang={lang} />
            {customLogos ? (
              <AdminHtml code={customLogos} />
            ) : identity.culture_region_url ? (
              <a className={styles.brandLink} href={identity.culture_region_url} target="_blank" rel="noopener noreferrer">
                <span className={styles.cultureLogo} aria-hidden="true" />
                <span className="visually-hidden">
                  {m.footer_culture_logo()} {m.new_window()}
                </span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </footer>
  )
}
