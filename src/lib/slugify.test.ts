import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('transliterates German, drops other accents and joins the words', () => {
    expect(slugify('Die Zauberflöte')).toBe('die-zauberfloete')
    expect(slugify('Straße & Café — Søren Ørsted')).toBe('strasse-cafe-soren-orsted')
    expect(slugify('  Wunschtermin (Samstag)  ', '_')).toBe('wunschtermin_samstag')
    expect(slugify('!!!')).toBe('')
  })
})
