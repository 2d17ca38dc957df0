import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, expect, expectAccessible, signInToHub, test, withConsent } from './fixtures'
import { ownServerPort, startOwnServer } from './own-server'

/** An archive's name as the server writes it, for a moment in the past. */
const archiveName = (at: Date) => `foyer-backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\.\d+Z$/, 'Z')}.tar.gz`

async function signedIn(browser: Browser, url: string, email: string, password: string): Promise<Page> {
  const context = await withConsent(await browser.newContext({ baseURL: url, locale: 'de-DE', timezoneId: 'Europe/Berlin' }), url)
  const page = await context.newPage()
  await page.goto('/cms-hub')
  await signInToHub(page, email, password)
  return page
}

test.describe('scheduled backups in the hub', () => {
  test('the overview shows the last backup; administrators are warned when it is older than 48 hours', async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'pglite', 'a server of its own, whatever the database')
    const backups = mkdtempSync(path.join(tmpdir(), 'foyer-backups-'))
    // the newest archive three days old (the schedule would write the next one tonight), an older one, a file not Foyer's
    const threeDaysAgo = new Date(Date.now() - 72 * 3600_000)
    writeFileSync(path.join(backups, archiveName(threeDaysAgo)), Buffer.alloc(3 * 1024 * 1024))
    writeFileSync(path.join(backups, archiveName(new Date(Date.now() - 96 * 3600_000))), Buffer.alloc(1024))
    writeFileSync(path.join(backups, 'README.txt'), 'copied off every night')
    const own = await startOwnServer(ownServerPort(baseURL, 4), { FOYER_BACKUP_DIR: backups, FOYER_BACKUP_KEEP: '7', FOYER_STATIC: 'off' })
    try {
      expect(own.log()).toMatch(/"scope":"backup".*one a day at 4:00 \(Europe\/Berlin\)/)
      const admin = await signedIn(browser, own.url, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
      const section = admin.getByRole('region', { name: 'Datensicherung' })
      await expect(section.getByRole('alert')).toHaveText(/Seit mehr als 48 Stunden wurde keine Sicherung geschrieben/)
      const shown = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(threeDaysAgo)
      await expect(section).toContainText(`Letzte Sicherung: ${shown}, 3 MB`)
      await expect(section).toContainText('Aufbewahrt werden die neuesten 7.')
      await expectAccessible(admin, 'hub overview with the backup warning')
      await admin.screenshot({ path: path.join(tmpdir(), 'foyer-hub-backup-1440.png'), fullPage: true })
      await admin.setViewportSize({ width: 390, height: 844 })
      await admin.screenshot({ path: path.join(tmpdir(), 'foyer-hub-backup-390.png'), fullPage: true })
      await admin.context().close()

      // an editor who is not an administrator sees the last backup, not the warning
      const editor = await signedIn(browser, own.url, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD)
      const editorSection = editor.getByRole('region', { name: 'Datensicherung' })
      await expect(editorSection).toContainText(`Letzte Sicherung: ${shown}, 3 MB`)
      await expect(editorSection.getByRole('alert')).toHaveCount(0)
      await editor.context().close()
    } finally {
      await own.stop()
      rmSync(backups, { recursive: true, force: true })
    }
  })
})
