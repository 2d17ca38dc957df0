import { describe, expect, it } from 'vitest'
import { passwordWeakness } from './password-strength'
import { isKnownPassword } from '~/server/auth/known-passwords.server'

describe('passwordWeakness', () => {
  const person = { email: 'marta.sommer@example.org', firstName: 'Marta', lastName: 'Sommer' }

  it('refuses short passwords', () => {
    expect(passwordWeakness('Ab1!xyz', person)).toBe('too-short')
    expect(passwordWeakness('', person)).toBe('too-short')
  })

  it('refuses passwords built on the e-mail name or the name', () => {
    expect(passwordWeakness('Marta.Sommer-2026', person)).toBe('personal')
    expect(passwordWeakness('xX-sommer-Xx9', person)).toBe('personal')
  })

  it('refuses well-known and monotonous passwords', () => {
    expect(passwordWeakness('Passwort123!', person)).toBe('too-weak')
    expect(passwordWeakness('aaaaaaaaaaaa', person)).toBe('too-weak')
    expect(passwordWeakness('abcdefghijkl', person)).toBe('too-weak')
    expect(passwordWeakness('onlylowercase', person)).toBe('too-weak')
  })

  it('accepts mixed passwords and long passphrases', () => {
    expect(passwordWeakness('Kranich-Brücke-7', person)).toBeNull()
    expect(passwordWeakness('river lantern orchard velvet', person)).toBeNull()
    expect(passwordWeakness('Foyer-Demo-2026', {})).toBeNull()
  })

  it('refuses the demo passwords and the most common passwords when the server checks the lists', () => {
    // strong by their shape, but published (the demo) or on every list of leaked passwords
    for (const known of ['Foyer-Demo-2026', 'foyer-team-2026', 'Foyer-Besuch-2026', 'Usuckballz1']) {
      expect(passwordWeakness(known, {})).toBeNull()
      expect(passwordWeakness(known, {}, isKnownPassword)).toBe('known')
    }
    expect(passwordWeakness('Kranich-Brücke-7', {}, isKnownPassword)).toBeNull()
  })
})
