import type { ConsentChoice } from './consent-store'

/** The legal pages (terms, privacy, imprint) in either language, with or without a trailing slash. */
const LEGAL_PATH = /^\/(de|en)\/(agb|datenschutz|impressum)\/?$/

export function isLegalPath(pathname: string): boolean {
  return LEGAL_PATH.test(pathname)
}

/**
 * Spec platform.md §4: a visitor who declined tracking ("googleTagManager false") and leaves a legal page for
 * another page is asked again — they may have gone to the privacy policy to read before deciding.
 */
export function shouldReshowConsent(choice: ConsentChoice | null, fromPath: string | undefined, toPath: string): boolean {
  if (!choice || choice.tracking || fromPath === undefined) return false
  return isLegalPath(fromPath) && !isLegalPath(toPath)
}

/**
 * Before deciding, the dialog opens on every page except the legal ones, which must stay readable; the
 * footer link opens it anywhere.
 */
export function shouldShowConsentDialog(choice: ConsentChoice | null, managerOpen: boolean, pathname: string): boolean {
  if (managerOpen) return true
  return choice === null && !isLegalPath(pathname)
}
