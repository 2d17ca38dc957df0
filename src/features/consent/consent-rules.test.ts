import { describe, expect, it } from 'vitest'
import { isLegalPath, shouldReshowConsent, shouldShowConsentDialog } from './consent-rules'

const declined = { tracking: false, media: true, marketing: false }
const accepted = { tracking: true, media: true, marketing: true }

describe('legal pages', () => {
  it('knows terms, privacy and imprint in both languages', () => {
    for (const path of ['/de/agb', '/en/agb', '/de/datenschutz', '/en/impressum/']) expect(isLegalPath(path)).toBe(true)
    for (const path of ['/de', '/de/agb/x', '/de/programm', '/fr/agb', '/de/agbs']) expect(isLegalPath(path)).toBe(false)
  })
})

describe('consent re-show rule', () => {
  it('asks again when a visitor without tracking consent leaves a legal page for another page', () => {
    expect(shouldReshowConsent(declined, '/de/datenschutz', '/de/programm')).toBe(true)
    expect(shouldReshowConsent(declined, '/en/impressum', '/en')).toBe(true)
  })

  it('does not ask when moving between legal pages', () => {
    expect(shouldReshowConsent(declined, '/de/datenschutz', '/de/impressum')).toBe(false)
  })

  it('does not ask when the visitor did not come from a legal page', () => {
    expect(shouldReshowConsent(declined, '/de/programm', '/de')).toBe(false)
    expect(shouldReshowConsent(declined, undefined, '/de')).toBe(false)
  })

  it('does not ask visitors who allowed tracking or have not decided', () => {
    expect(shouldReshowConsent(accepted, '/de/datenschutz', '/de')).toBe(false)
    expect(shouldReshowConsent(null, '/de/datenschutz', '/de')).toBe(false)
  })
})

describe('consent dialog visibility', () => {
  it('shows until the visitor decides, except on the legal pages', () => {
    expect(shouldShowConsentDialog(null, false, '/de')).toBe(true)
    expect(shouldShowConsentDialog(null, false, '/de/datenschutz')).toBe(false)
    expect(shouldShowConsentDialog(declined, false, '/de')).toBe(false)
  })

  it('shows whenever the consent manager is opened', () => {
    expect(shouldShowConsentDialog(accepted, true, '/de/impressum')).toBe(true)
  })
})
