import { m } from '~/paraglide/messages'
import type { PreviewPage } from '~/contract/preview'
import type { Locale } from '~/contract/shared'
import { ModuleTree } from '~/content-modules/ModuleTree'
import { ErrorMessage } from '~/features/errors/ErrorPage'
import { formatInstant } from '~/features/hub/format'
import { container } from '~/styles/layout.css'
import { PageHeader } from './PageHeader'
import * as styles from './preview.css'

export type PreviewState = { state: 'open'; preview: PreviewPage } | { state: 'gone' } | { state: 'missing' }

export function languageName(lang: Locale, locale: Locale): string {
  return lang === 'de' ? m.preview_language_de({}, { locale }) : m.preview_language_en({}, { locale })
}

/** A page's draft for a preview link's holder: the page as visitors would see it, under a banner saying what it is. */
export function PreviewPageView({ lang, state }: { lang: Locale; state: PreviewState }) {
  const t = { locale: lang }
  if (state.state === 'missing') return <ErrorMessage status={404} title={m.preview_missing_title({}, t)} text={m.preview_missing_text({}, t)} />
  if (state.state === 'gone') return <ErrorMessage status={410} title={m.preview_gone_title({}, t)} text={m.preview_gone_text({}, t)} />
  const { page, expires_at: expiresAt } = state.preview
  return (
    <>
      <section className={styles.banner} aria-labelledby="preview-banner-title" data-preview-banner={state.preview.lang}>
        <div className={`${container} ${styles.bannerInner}`}>
          <h2 id="preview-banner-title" className={styles.bannerTitle}>
            {m.preview_banner_title({}, t)}
          </h2>
          <p className={styles.bannerText}>{m.preview_banner_text({ language: languageName(state.preview.lang, lang), when: formatInstant(expiresAt, lang) }, t)}</p>
        </div>
      </section>
      <article data-page-id={page.id}>
        {page.is_landing_page ? <h1 className="visually-hidden">{page.headline || page.title}</h1> : <PageHeader page={page} />}
        <ModuleTree nodes={page.modules} />
      </article>
    </>
  )
}
