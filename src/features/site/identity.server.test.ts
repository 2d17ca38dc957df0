import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { neutralIdentity } from '~/contract/identity'
import type { SiteIdentity } from '~/contract/identity'
import type { Db } from '~/server/db/client.server'
import { contentChanges, siteSettings } from '~/server/db/schema'
import { DEMO_IDENTITY } from '~/server/db/seed/content/site'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { mediaUsage } from '~/server/media/library.server'
import { identityFieldsSchema } from './identity-input'
import { identityForHub, saveIdentity } from './identity.server'
import { forgetSiteSettings, getSiteSettings, readIdentity } from './site.server'

const venue = (): SiteIdentity => ({
  ...neutralIdentity(),
  name: 'Theater am Hafen',
  short_name: 'Hafen',
  organisation_url: 'https://traeger.example.org/',
  logo: '/media/library/42/file.svg',
  descriptions: {
    site: { de: 'Theater am Kai.', en: 'Theatre on the quay.' },
    programme: { de: 'Alle Termine.', en: 'Every date.' },
    magazine: { de: '', en: '' },
  },
  address: { street: 'Kai 3', postal_code: '20457', city: 'Hamburg', country: 'DE' },
  phone: '+49 40 123-0',
  email: 'kasse@theater-am-hafen.example',
  social: [{ platform: 'mastodon', url: 'https://social.example/@hafen' }],
  theme: 'cc02',
  menu_style: 'style2',
})

describe('the demo venue', () => {
  it('is valid data for the settings form (what the seed writes, the hub could save)', () => {
    const result = v.safeParse(identityFieldsSchema('de'), DEMO_IDENTITY)
    expect(result.issues).toBeUndefined()
    expect(result.success).toBe(true)
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`the venue's identity on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      // an empty site's settings: the row without an identity
      await db.insert(siteSettings).values({ id: 1 })
      forgetSiteSettings()
    }, 60_000)
    afterAll(async () => {
      forgetSiteSettings()
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags

    it('reads as the neutral identity on a site that has not described itself: no name, the first theme', async () => {
      const copy = await identityForHub(db)
      expect(copy?.identity).toEqual(neutralIdentity())
      expect(copy?.identity).toMatchObject({ name: '', logo: '', social: [], theme: 'cc01', menu_style: 'style1' })
      expect((await getSiteSettings(db)).data.identity).toEqual(neutralIdentity())
    })

    it('refuses wrong addresses, e-mail and phone at their fields, in the editor language', async () => {
      const copy = await identityForHub(db)
      if (!copy) throw new Error('no settings')
      const wrong = {
        ...venue(),
        organisation_url: 'traeger.example.org',
        logo: 'javascript:alert(1)',
        email: 'kasse(at)example',
        phone: 'call us',
        whistleblower_url: 'ftp://files.example.org/',
        social: [{ platform: 'mastodon' as const, url: '' }],
      }
      const german = await saveIdentity(db, 'de', { identity: wrong, updated_at: copy.updated_at })
      expect(german).toMatchObject({ ok: false, status: 400 })
      if (german.ok || german.status !== 400) throw new Error('expected a refusal with field errors')
      expect(german.errors['organisation_url']).toEqual(['Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.'])
      expect(Object.keys(german.errors).sort()).toEqual(['email', 'logo', 'organisation_url', 'phone', 'social.0.url', 'whistleblower_url'])
      const english = await saveIdentity(db, 'en', { identity: wrong, updated_at: copy.updated_at })
      if (english.ok || english.status !== 400) throw new Error('expected a refusal with field errors')
      expect(english.errors['email']).toEqual(['Please enter an e-mail address such as boxoffice@example.org.'])
      // nothing was stored, nothing regenerated
      expect((await identityForHub(db))?.identity).toEqual(neutralIdentity())
      expect(await lastTags()).toBeUndefined()
    })

    it('saves on the copy it was made on, regenerates every page and refuses the outdated copy with 409', async () => {
      const before = await identityForHub(db)
      if (!before) throw new Error('no settings')
      const saved = await saveIdentity(db, 'de', { identity: { ...venue(), name: '  Theater am Hafen  ' }, updated_at: before.updated_at })
      if (!saved.ok) throw new Error(saved.message)
      // trimmed as the form's fields are
      expect(saved.copy.identity).toEqual(venue())
      expect(saved.copy.updated_at).not.toBe(before.updated_at)
      expect(await lastTags()).toEqual(['*'])
      // every page reads it with the settings at once (this instance forgot its cached copy)
      expect((await getSiteSettings(db)).data.identity).toMatchObject({ name: 'Theater am Hafen', theme: 'cc02', menu_style: 'style2' })

      // a second administrator still holds the first copy: refused, the stored identity stays
      const stale = await saveIdentity(db, 'en', { identity: { ...venue(), name: 'Overwritten' }, updated_at: before.updated_at })
      expect(stale).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else has changed the settings') })
      expect((await identityForHub(db))?.identity.name).toBe('Theater am Hafen')

      // on the current copy the next save goes through
      const again = await saveIdentity(db, 'de', { identity: { ...venue(), name: 'Hafentheater' }, updated_at: saved.copy.updated_at })
      expect(again.ok).toBe(true)
      expect((await identityForHub(db))?.identity.name).toBe('Hafentheater')
    })

    it('has its own version: switching the site off meanwhile does not outdate the form', async () => {
      const copy = await identityForHub(db)
      if (!copy) throw new Error('no settings')
      await db.update(siteSettings).set({ isSiteOnline: false, updatedAt: new Date() }).where(eq(siteSettings.id, 1))
      const saved = await saveIdentity(db, 'de', { identity: { ...copy.identity, short_name: 'HT' }, updated_at: copy.updated_at })
      expect(saved.ok).toBe(true)
      await db.update(siteSettings).set({ isSiteOnline: true }).where(eq(siteSettings.id, 1))
    })

    it('names the settings where a media item is the logo, so it is not deleted from under the site', async () => {
      const uses = await mediaUsage(db, 42)
      expect(uses).toEqual([{ kind: 'settings', id: 1, title: 'Website-Einstellungen', locale: null, path: null }])
      expect(await mediaUsage(db, 43)).toEqual([])
    })

    it('reads a stored identity it cannot understand as the neutral one, never as a broken page', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      expect(readIdentity({ name: 'Altes Haus', theme: 'cc09' })).toEqual(neutralIdentity())
      expect(logged).toHaveBeenCalledOnce()
      logged.mockRestore()
      // keys it lacks take their defaults, the rest stays
      expect(readIdentity({ name: 'Altes Haus' })).toEqual({ ...neutralIdentity(), name: 'Altes Haus' })
    })
  })
}
