import { useQuery } from '@tanstack/react-query'
import { appConfig } from '../../../app.config'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { container } from '~/styles/layout.css'
import { SmartLink } from './SmartLink'
import * as styles from './chrome.css'

/** Administrator-supplied HTML blocks of the site settings (footer top, bottom and logos). */
function AdminHtml({ code, className }: { code: string | null | undefined; className?: string }) {
  if (!code) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: code }} />
}

export function SiteFooter() {
  const lang = useLocale()
  const navigation = useQuery(siteQueries.navigation(lang))
  const settings = useQuery(siteQueries.settings())
  const data = settings.data?.data
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <AdminHtml code={data?.html_footer_top?.code} />
        <div className={styles.footerGrid}>
          <div>
            <img src={appConfig.design.header.logoLink} alt={appConfig.site.name} width={140} height={84} style={{ filter: 'invert(1) grayscale(1) brightness(2)' }} />
          </div>
          <nav aria-label={m.footer_navigation()}>
            <ul className={styles.footerList}>
              {(navigation.data?.footer ?? []).map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url}>{link.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={styles.footerList}>
            <li>
              <a href={`/${lang}/agb`}>{m.footer_gtc()}</a>
            </li>
            <li>
              <a href={`/${lang}/impressum`}>{m.footer_imprint()}</a>
            </li>
            <li>
              <a href={`/${lang}/datenschutz`}>{m.footer_privacy()}</a>
            </li>
            <li>
              <a href={appConfig.site.whistleblowerUrl} target="_blank" rel="noopener noreferrer">
                {m.footer_whistleblower()}
              </a>
            </li>
          </ul>
        </div>
        <AdminHtml code={data?.html_footer_bottom?.code} />
        <div className={styles.footerBottom}>
          <span>© {appConfig.site.name}</span>
          <AdminHtml code={data?.html_footer_logos?.code} />
        </div>
      </div>
    </footer>
  )
}
