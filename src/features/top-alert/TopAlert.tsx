import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { TopAlert as TopAlertSchema } from '~/contract/site'
import type { Locale } from '~/contract/shared'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson, readFragmentData } from '~/lib/site-fragments'
import { FragmentPlaceholder, isKeptFragment } from '~/lib/kept-fragments'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { SmartLink } from '~/features/chrome/SmartLink'
import { CloseIcon } from '~/features/chrome/icons'
import { useMenuOpen } from '~/features/chrome/page-state'
import { useCookie, writeCookie } from '~/features/chrome/cookies'
import { container, siteFragment } from '~/styles/layout.css'
import { TOP_ALERT_COOKIE, TOP_ALERT_COOKIE_MAX_AGE, visibleTopAlert } from './top-alert-rules'
import * as styles from './top-alert.css'

const FragmentData = v.object({ lang: v.picklist(['de', 'en']), alerts: v.array(TopAlertSchema) })

/** The alerts the page was served with, from its fragment's data block (a generated page's may be newer than the page). */
function servedAlerts(lang: Locale) {
  const served = v.safeParse(FragmentData, readFragmentData('top-alert'))
  return served.success && served.output.lang === lang ? served.output.alerts : undefined
}

/**
 * The top alert (programme.md §2, §4): the first breaking-news entry, until the visitor closes it. The server
 * renders it for everyone (pages are cached); a closed one disappears as the page hydrates. It is a site fragment
 * (src/lib/site-fragments.ts): a new alert replaces it in every generated page without rendering them again, and
 * the browser takes its alerts from the fragment's data block, not from the page's dehydrated state.
 */
export function TopAlert() {
  const lang = useLocale()
  const alerts = useQuery({ ...siteQueries.topAlerts(lang), initialData: () => servedAlerts(lang) })
  const dismissed = useCookie(TOP_ALERT_COOKIE)
  const menuOpen = useMenuOpen()
  const alert = visibleTopAlert(alerts.data, dismissed, menuOpen)
  // on the server, the markup rendered before for the same alerts and the same alert shown (src/lib/kept-fragments.ts)
  if (isKeptFragment('top-alert', alerts.data, `${lang}|${alert?.id ?? ''}`)) return <FragmentPlaceholder name="top-alert" />
  return (
    <div {...fragmentAttributes('top-alert')} className={siteFragment}>
      {alert ? <AlertBanner alert={alert} /> : null}
      <script {...fragmentDataAttributes('top-alert')} dangerouslySetInnerHTML={{ __html: fragmentJson({ lang, alerts: alerts.data ?? [] }) }} />
    </div>
  )
}

function AlertBanner({ alert }: { alert: TopAlertSchema }) {
  const titleId = `top-alert-${alert.id}`
  return (
    <section className={styles.alert} aria-labelledby={titleId}>
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            <span className="visually-hidden">{m.top_alert_label()}: </span>
            {alert.title}
          </h2>
          {alert.text ? <p className={styles.text}>{alert.text}</p> : null}
          {alert.link ? (
            <SmartLink className={styles.link} href={alert.link}>
              {alert.link_title || alert.link}
            </SmartLink>
          ) : null}
        </div>
        <button type="button" className={styles.close} aria-label={m.top_alert_close()} onClick={() => writeCookie(TOP_ALERT_COOKIE, String(alert.id), TOP_ALERT_COOKIE_MAX_AGE)}>
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  )
}
