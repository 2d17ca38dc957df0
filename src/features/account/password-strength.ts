/** Why a new password is refused; null when it is strong enough. */
export type PasswordWeakness = 'too-short' | 'too-weak' | 'personal' | 'known'

export const MIN_PASSWORD_LENGTH = 10

// the passwords every list of leaked passwords starts with, and the venue's own words
const COMMON = ['password', 'passwort', 'qwertz', 'qwerty', 'azerty', '123456', 'abc123', 'letmein', 'welcome', 'willkommen', 'iloveyou', 'hallo', 'sommer', 'winter', 'theater', 'theatre', 'kulturhaus', 'foyer', 'admin', 'geheim', 'secret']

function characterClasses(password: string): number {
  return [/[a-zäöüß]/, /[A-ZÄÖÜ]/, /\d/, /[^A-Za-z0-9äöüßÄÖÜ]/].filter((pattern) => pattern.test(password)).length
}

/** One character repeated, or a run such as "abcdef" / "123456", makes up most of it. */
function isMonotonous(password: string): boolean {
  const distinct = new Set(password.toLowerCase()).size
  if (distinct <= 3) return true
  let run = 1
  let longest = 1
  for (let index = 1; index < password.length; index++) {
    const step = password.charCodeAt(index) - password.charCodeAt(index - 1)
    run = step === 1 || step === -1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  return longest >= password.length - 2
}

/**
 * A password is strong enough at 10 characters of three kinds (lower, upper, digits, symbols) — or at 16 of any
 * kind, a passphrase — unless it is built on a well-known password, is monotonous, or contains the person's
 * e-mail name or name. `isKnown` is the server's check against the lists of known passwords
 * (src/server/auth/known-passwords.server.ts), too large for the browser.
 */
export function passwordWeakness(
  password: string,
  person: { email?: string; firstName?: string; lastName?: string } = {},
  isKnown: (password: string) => boolean = () => false,
): PasswordWeakness | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short'
  const lower = password.toLowerCase()
  const personal = [person.email?.split('@')[0], person.email, person.firstName, person.lastName]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3)
  if (personal.some((part) => lower.includes(part))) return 'personal'
  const stripped = COMMON.reduce((rest, word) => rest.split(word).join(''), lower)
  if (stripped.length < 6 || isMonotonous(password)) return 'too-weak'
  if (characterClasses(password) < 3 && [...password].length < 16) return 'too-weak'
  return isKnown(password) ? 'known' : null
}
