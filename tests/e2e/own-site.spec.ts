import { spawnSync } from 'node:child_process'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, expect, expectAccessible, expectHydrated, signInToHub, test } from './fixtures'
import { ownServerPort, startOwnServer } from './own-server'

const ADMIN = { email: 'leitung@theater.example', name: 'Lea Leitung', password: 'Bühne-frei-2026!' }

/** `npm run site:init` as an operator runs it on the server, the password piped in. */
function siteInit(dataDir: string, args: string[], password: string) {
  const result = spawnSync(process.execPath, ['scripts/site-init.mjs', ...args, '--password-stdin'], {
    input: `${password}\n`,
    env: { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_DEMO: '' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

test.describe("a venue's own site", () => {
  test('a start without the demo switch is an empty site without accounts; site:init gives it its first administrator', async ({ page, baseURL }, testInfo) => {
    // the server of its own runs on PGlite whichever leg: one run suffices
    test.skip(testInfo.project.name === 'postgres', 'runs on the PGlite leg')
    test.setTimeout(300_000)
    const first = await startOwnServer(ownServerPort(baseURL, 0), { FOYER_DEMO: '' })
    const { dataDir } = first
    try {
      const events: unknown = await (await fetch(`${first.url}/de/api/events/?page_size=5`)).json()
      expect(events).toMatchObject({ count: 0 })
      await page.goto(`${first.url}/de`)
      await expectHydrated(page)
      await expect(page.locator('main')).not.toContainText('Der Sturm')
      await expect(page.getByRole('link', { name: 'Über uns' })).toHaveCount(0)
      await page.goto(`${first.url}/de/impressum`)
      await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible()

      // no account exists: not even the demo's administrator
      await page.goto(`${first.url}/cms-hub`)
      await expectHydrated(page)
      await page.getByLabel('E-Mail-Adresse').fill(DEMO_EDITOR_EMAIL)
      await page.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
      await page.getByRole('button', { name: 'Anmelden' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toHaveCount(0)
      await first.stop({ keepData: true })

      // the embedded database belongs to one process: the operator runs the step with the server stopped
      const weak = siteInit(dataDir, ['--email', ADMIN.email, '--name', ADMIN.name], 'kurz')
      expect(weak.status).toBe(1)
      expect(weak.output).toContain('too short')
      const made = siteInit(dataDir, ['--email', ADMIN.email, '--name', ADMIN.name], ADMIN.password)
      expect(made.output).toContain(`The first administrator is ${ADMIN.email}`)
      expect(made.status).toBe(0)
      const again = siteInit(dataDir, ['--email', 'zweite@theater.example', '--name', 'Zoe Zweite'], 'Noch-ein-Passwort-2026')
      expect(again.status).toBe(1)
      expect(again.output).toContain('administrator already')

      const second = await startOwnServer(ownServerPort(baseURL, 0), { FOYER_DEMO: '' }, { dataDir })
      try {
        await page.goto(`${second.url}/cms-hub`)
        await signInToHub(page, ADMIN.email, ADMIN.password)
        await expectAccessible(page, 'the hub of an empty site')
      } finally {
        await second.stop()
      }
    } finally {
      // stopped already, or stopped here; the data directory goes either way
      await first.stop()
    }
  })
})
