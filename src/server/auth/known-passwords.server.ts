import commonPasswordList from './common-passwords.txt?raw'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD } from '~/server/db/seed/credentials'

/** The demo switch (`npm run demo`): the fictional venue and its demo accounts. */
export function isDemo(): boolean {
  return process.env.FOYER_DEMO === '1'
}

/** Whether the demo accounts may log in with their published passwords: in the demo, or when an operator says so. */
export function demoAccountsAllowed(): boolean {
  return isDemo() || process.env.FOYER_ALLOW_DEMO_ACCOUNTS === '1'
}

const DEMO_PASSWORDS = new Set([DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_PASSWORD, DEMO_VISITOR_PASSWORD].map((password) => password.toLowerCase()))

// the German and venue words the leaked lists (mostly English) lack
const LOCAL_PASSWORDS = ['passwort', 'passwort1', 'passwort123', 'hallo', 'hallo123', 'qwertz', 'qwertz123', 'geheim', 'schatz', 'sommer', 'willkommen', 'theater', 'kulturhaus', 'foyer', 'admin', 'admin123', 'administrator']

const COMMON_PASSWORDS = new Set(
  commonPasswordList
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .concat(LOCAL_PASSWORDS)
    .map((password) => password.trim().toLowerCase()),
)

/** A demo password (published in the README and the code), in any case. */
export function isDemoPassword(password: string): boolean {
  return DEMO_PASSWORDS.has(password.toLowerCase())
}

/** A password anyone would try first: a demo password or one of the most common ones (in any case). */
export function isKnownPassword(password: string): boolean {
  const lower = password.toLowerCase()
  return DEMO_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower)
}

/**
 * A staff account may not log in with a known password; only the demo accounts' own passwords pass, and only where
 * demo accounts are allowed.
 */
export function refusedForStaff(password: string): boolean {
  if (!isKnownPassword(password)) return false
  return !(isDemoPassword(password) && demoAccountsAllowed())
}

const DEMO_ACCOUNTS = new Map([
  [DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD],
  [DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD],
  [DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD],
])

/**
 * A known password a new password may not be. The one exception: where demo accounts are allowed, a demo account may
 * go back to its own published password (the demo's tests put it back after changing it; it is public anyway).
 */
export function refusedAsNewPassword(email: string, password: string): boolean {
  if (!isKnownPassword(password)) return false
  return !(demoAccountsAllowed() && DEMO_ACCOUNTS.get(email.toLowerCase()) === password)
}
