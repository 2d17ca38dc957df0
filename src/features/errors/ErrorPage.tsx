import { Component, useEffect } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { isContractError } from '~/contract/client'
import { isSiteOfflineError } from '~/features/site/site.shared'
import { container } from '~/styles/layout.css'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import { getCustomErrorHtml } from './errors.functions'
import * as styles from './errors.css'

/** The HTTP status an error stands for (spec platform.md §8: statusCode of the error, default 500). */
export function statusOfError(error: unknown): number {
  if (isSiteOfflineError(error)) return 503
  if (isContractError(error)) return error.status
  if (error && typeof error === 'object') {
    const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined
    if (typeof status === 'number' && status >= 400 && status < 600) return status
  }
  return 500
}

function CustomErrorHtml({ status, fallback }: { status: number; fallback: ReactNode }) {
  const configured = appConfig.design.errors[String(status)]
  const fromFile = useQuery({
    queryKey: ['custom-error-html', status],
    queryFn: () => getCustomErrorHtml({ data: { status } }),
    enabled: configured === undefined,
    staleTime: Infinity,
  })
  // administrator-supplied error pages are HTML by design (design settings or /html/{status}.html)
  if (configured !== undefined) return <div dangerouslySetInnerHTML={{ __html: configured }} />
  if (fromFile.data) {
    return (
      <>
        {fromFile.data.style ? <style>{fromFile.data.style}</style> : null}
        <div dangerouslySetInnerHTML={{ __html: fromFile.data.body }} />
      </>
    )
  }
  return <>{fallback}</>
}

export function ErrorMessage({ status, title, text }: { status: number; title: string; text?: string }) {
  const lang = useLocale()
  return (
    <section className={`${container} ${styles.errorPage}`} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      <a className={styles.homeLink} href={`/${lang}`}>
        {m.error_to_home()}
      </a>
    </section>
  )
}

function ErrorContent({ error }: { error: unknown }) {
  const status = statusOfError(error)
  useEffect(() => {
    if (status >= 500 && !isSiteOfflineError(error)) console.error(error)
  }, [error, status])
  if (isSiteOfflineError(error)) {
    return <CustomErrorHtml status={503} fallback={<ErrorMessage status={503} title={m.error_site_offline()} text={m.error_site_offline_text()} />} />
  }
  if (status === 404) return <CustomErrorHtml status={404} fallback={<ErrorMessage status={404} title={m.error_not_found_title()} />} />
  return <CustomErrorHtml status={status} fallback={<ErrorMessage status={status} title={m.error_unknown({ status })} />} />
}

/** When showing the error page fails too, this plain text with a link home is what is left. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page could not be shown', error, info.componentStack)
  }
  render() {
    if (this.state.failed) {
      return (
        <div role="alert">
          <p>{m.error_page_failed()}</p>
          <a href="/">{m.error_to_home()}</a>
        </div>
      )
    }
    return this.props.children
  }
}

/** The error page inside a layout that already has the main landmark. */
export function DefaultErrorPage({ error }: ErrorComponentProps) {
  return (
    <ErrorPageBoundary>
      <ErrorContent error={error} />
    </ErrorPageBoundary>
  )
}

/** The error layout of the spec: used when the page's own layout cannot be shown (site offline, layout failure). */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const site = useSiteIdentity()
  return (
    <div className={styles.errorLayout}>
      <header className={styles.errorLayoutHeader}>
        <div className={container}>
          <a href="/" aria-label={site.name}>
            {site.identity.logo ? <img src={site.identity.logo} alt={site.name} width={140} height={84} /> : <span className={styles.errorLayoutName}>{site.name}</span>}
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

export function LayoutErrorPage(props: ErrorComponentProps) {
  return (
    <ErrorLayout>
      <DefaultErrorPage {...props} />
    </ErrorLayout>
  )
}
