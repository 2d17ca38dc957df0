import { useEffect, useId, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { SmartLink } from '~/features/chrome/SmartLink'
import { useHydrated } from '~/features/chrome/use-client'
import { usePathname } from '~/features/chrome/use-pathname'
import { closeConsentManager, openConsentManager, readConsentChoice, saveConsent, useConsentState } from './consent-store'
import type { ConsentChoice } from './consent-store'
import { shouldReshowConsent, shouldShowConsentDialog } from './consent-rules'
import { siteCookies } from './site-cookies'
import * as styles from './consent.css'

type OptionalCategory = keyof ConsentChoice

const optionalCategories: { key: OptionalCategory; name: () => string; text: () => string }[] = [
  { key: 'tracking', name: m.consent_tracking, text: m.consent_tracking_text },
  { key: 'media', name: m.consent_media, text: m.consent_media_text },
  { key: 'marketing', name: m.consent_marketing, text: m.consent_marketing_text },
]

const none: ConsentChoice = { tracking: false, media: false, marketing: false }
const all: ConsentChoice = { tracking: true, media: true, marketing: true }

/** Spec platform.md §4: leaving a legal page without tracking consent asks again. */
function useConsentReshow() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        const from = fromLocation ? localizePathname(fromLocation.pathname) : undefined
        if (shouldReshowConsent(readConsentChoice(), from, localizePathname(toLocation.pathname))) openConsentManager()
      }),
    [router],
  )
}

/**
 * The cookie consent dialog: a modal (native <dialog>, so the page behind is inert and focus stays inside)
 * with the categories of the spec. It shows until the visitor decides — except on the legal pages, which
 * must stay readable — and again from the footer's "Cookie settings".
 */
export function ConsentManager() {
  const lang = useLocale()
  const pathname = usePathname()
  const hydrated = useHydrated()
  const { choice, managerOpen } = useConsentState()
  const show = hydrated && shouldShowConsentDialog(choice, managerOpen, pathname)
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [selection, setSelection] = useState<ConsentChoice>(none)
  const titleId = useId()
  const introId = useId()
  // the dialog is made only once it is to show (a visitor who has decided gets none until the footer's "Cookie
  // settings"), in a task of its own after the page hydrated, and opened in the next one
  const [made, setMade] = useState(false)
  useConsentReshow()

  useEffect(() => {
    if (!show || made) return undefined
    const making = setTimeout(() => setMade(true))
    return () => clearTimeout(making)
  }, [show, made])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (show && !element.open) {
      setSelection(readConsentChoice() ?? none)
      // a modal dialog makes the whole page inert, which restyles all of it: in a task of its own, not in
      // the one that runs every component's effects after the page hydrated
      const opening = setTimeout(() => {
        element.showModal()
        heading.current?.focus()
      })
      return () => clearTimeout(opening)
    } else if (!show && element.open) {
      element.close()
    }
    return undefined
  }, [show, made])

  if (!made) return null
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        // Escape: a decided visitor closes without changes; an undecided one has to choose
        if (choice) closeConsentManager()
        else event.preventDefault()
      }}
      onClose={() => {
        // the browser may close it on a repeated Escape; an undecided visitor still has to choose
        if (!readConsentChoice() && dialog.current && shouldShowConsentDialog(null, false, window.location.pathname)) dialog.current.showModal()
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          saveConsent(selection)
        }}
      >
        <div className={styles.body}>
          <h2 ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
            {m.consent_title()}
          </h2>
          <p id={introId} className={styles.intro}>
            {m.consent_intro()}
          </p>
          <p className={styles.more}>
            <ConsentMoreText lang={lang} />
          </p>
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>{m.consent_categories()}</legend>
            <div className={styles.category}>
              <span className={styles.categoryName}>{m.consent_required()}</span>
              <span className={styles.alwaysOn}>{m.consent_always_on()}</span>
              <p className={styles.categoryText}>{m.consent_required_text()}</p>
            </div>
            {optionalCategories.map((category) => (
              <CategorySwitch
                key={category.key}
                name={category.name()}
                text={category.text()}
                checked={selection[category.key]}
                onChange={(checked) => setSelection((current) => ({ ...current, [category.key]: checked }))}
              />
            ))}
          </fieldset>
          <details className={styles.cookies}>
            <summary className={styles.cookiesSummary}>{m.consent_cookies_title()}</summary>
            <p className={styles.categoryText}>{m.consent_cookies_intro()}</p>
            <dl className={styles.cookieList}>
              {siteCookies.map((cookie) => (
                <div key={cookie.names.join()} className={styles.cookie}>
                  <dt>
                    {cookie.names.map((name, index) => (
                      <span key={name}>
                        {index > 0 ? ', ' : null}
                        <code>{name}</code>
                      </span>
                    ))}
                  </dt>
                  <dd className={styles.categoryText}>
                    {cookie.holds()} {m.consent_cookie_lifetime({ lifetime: cookie.lifetime() })}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        </div>
        <div className={styles.actions}>
          {choice ? (
            <button type="button" className={styles.textButton} onClick={closeConsentManager}>
              {m.consent_close()}
            </button>
          ) : null}
          <button type="submit" className={styles.secondary}>
            {m.consent_save()}
          </button>
          <button type="button" className={styles.secondary} onClick={() => saveConsent(none)}>
            {m.consent_only_required()}
          </button>
          <button type="button" className={styles.primary} onClick={() => saveConsent(all)}>
            {m.consent_accept_all()}
          </button>
        </div>
      </form>
    </dialog>
  )
}

function CategorySwitch({ name, text, checked, onChange }: { name: string; text: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className={styles.category}>
      <label htmlFor={id} className={styles.categoryName}>
        {name}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.toggle}
        checked={checked}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p id={`${id}-text`} className={styles.categoryText}>
        {text}
      </p>
    </div>
  )
}

/** "Read more in the privacy policy and the imprint", with both names as links. */
function ConsentMoreText({ lang }: { lang: string }) {
  const marker = '\u0000'
  const [before = '', middle = '', after = ''] = m.consent_more({ privacy: marker, imprint: marker }).split(marker)
  return (
    <>
      {before}
      <SmartLink href={`/${lang}/datenschutz`} onClick={closeConsentManager}>
        {m.consent_privacy_link()}
      </SmartLink>
      {middle}
      <SmartLink href={`/${lang}/impressum`} onClick={closeConsentManager}>
        {m.consent_imprint_link()}
      </SmartLink>
      {after}
    </>
  )
}
