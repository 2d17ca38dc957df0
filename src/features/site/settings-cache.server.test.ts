import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '~/server/db/client.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { redirects, siteSettings } from '~/server/db/schema'
import { forgetRedirects, forgetSiteSettings, getRedirectMap, getSiteSettings } from './site.server'

// The settings and the redirect table are kept in memory for a few seconds. A read under way while they change may
// have read the older row: it must not be kept, or pages rendered during the next seconds show the old settings
// (and the read cache and the generated site keep them until the next change).
describe('the settings and redirects kept in memory never outlive a change they overlapped', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) })
    await handle.migrate()
    await handle.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing()
  }, 120_000)
  afterAll(async () => handle?.close())

  it('a settings read overlapping a change is answered but not kept', async () => {
    forgetSiteSettings()
    await handle.db.update(siteSettings).set({ htmlFooterTop: '<p>alt</p>' }).where(eq(siteSettings.id, 1))
    // a read starts, the settings change while it runs (the change is heard: forget), the read ends
    const overlapping = getSiteSettings(handle.db)
    forgetSiteSettings()
    expect((await overlapping).data.html_footer_top).toEqual({ code: '<p>alt</p>' })
    // the row as it is after the change; without the forget's count the overlapping read would answer for 5 s
    await handle.db.update(siteSettings).set({ htmlFooterTop: '<p>neu</p>' }).where(eq(siteSettings.id, 1))
    expect((await getSiteSettings(handle.db)).data.html_footer_top).toEqual({ code: '<p>neu</p>' })
    // a read that overlapped nothing is kept
    await handle.db.update(siteSettings).set({ htmlFooterTop: '<p>später</p>' }).where(eq(siteSettings.id, 1))
    expect((await getSiteSettings(handle.db)).data.html_footer_top).toEqual({ code: '<p>neu</p>' })
  })

  it('a redirect-table read overlapping a change is answered but not kept', async () => {
    forgetRedirects()
    const overlapping = getRedirectMap(handle.db)
    forgetRedirects()
    expect((await overlapping).has('/de/alt-cache')).toBe(false)
    await handle.db.insert(redirects).values({ oldPath: '/de/alt-cache', newPath: '/de/neu-cache' })
    expect((await getRedirectMap(handle.db)).get('/de/alt-cache')).toBe('/de/neu-cache')
  })
})
