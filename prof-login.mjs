import { chromium } from 'playwright'
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage()
await page.goto(`${base}/cms-hub`)
await page.getByLabel('E-Mail-Adresse').fill('redaktion@foyer.example')
await page.getByLabel('Passwort').fill('Foyer-Demo-2026')
await page.getByRole('button', { name: 'Anmelden' }).click()
await page.getByRole('button', { name: 'Abmelden' }).waitFor()
await page.request.get(`${base}/api/csrf/`)
const cookies = await page.context().cookies()
for (let i = 0; i < 6000; i++) {
  const { waiting, recompressing } = await (await page.request.get(`${base}/api/static-status/`)).json()
  if (i % 10 === 0) console.error(waiting, recompressing)
  if (waiting === 0 && (process.env.ANY_COMPRESSION || recompressing === 0)) break
  await new Promise((r) => setTimeout(r, 1000))
}
console.log(`sessionid=${cookies.find((c) => c.name === 'sessionid').value}; csrftoken=${cookies.find((c) => c.name === 'csrftoken').value}`)
await browser.close()
