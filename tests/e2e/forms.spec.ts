import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { csrfToken, expect, expectAccessible, loginAsEditor, test, withConsent } from './fixtures'

// the refused upload answers 415, which the browser reports in the console
test.use({ allowConsoleErrors: [/status of 415/] })

type Lang = 'de' | 'en'
interface Field {
  slug: string
  label: string
  field_type: number | 'emailconfirm'
  required: boolean
  visible: boolean
  choices: string
  accept?: string[]
}
interface Form {
  id: number
  title: string
  slug?: string
  success_text?: string
  fields: Field[]
}

const TEXT = {
  de: { required: 'Dieses Feld ist erforderlich!', email: 'Ungültige E-Mail-Adresse!', mismatch: 'Die E-Mail-Adressen stimmen nicht überein.', submit: 'Absenden', type: 'Dieser Dateityp ist hier nicht erlaubt.', attached: 'Angehängt' },
  en: { required: 'This field is required!', email: 'Invalid e-mail address!', mismatch: 'The e-mail addresses do not match.', submit: 'Send', type: 'This type of file is not allowed here.', attached: 'Attached' },
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
let PNG = Buffer.alloc(0)
test.beforeAll(async () => {
  PNG = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } }).png().toBuffer()
})

const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(200)])

/** The demo form with file fields, found through the API like a client would (no hard-coded id). */
async function applicationForm(request: APIRequestContext, lang: Lang): Promise<Form> {
  for (let id = 1; id <= 20; id++) {
    const answer = await request.get(`/${lang}/api/forms/${id}/`)
    if (!answer.ok()) continue
    const form: Form = await answer.json()
    if (form.fields.some((field) => field.field_type === 9 && field.required)) return form
  }
  throw new Error('no demo form with a required file field')
}

const formPath = (lang: Lang, form: Form) => `/${lang}/forms/${form.slug ?? 'form'}/${form.id}`
const choices = (field: Field) => field.choices.split(',').map((choice) => choice.trim()).filter(Boolean)

/** Fills every visible field of the form with a valid value (files through the page's file inputs). */
async function fillValid(page: Page, form: Form, name: string, email: string) {
  for (const field of form.fields) {
    if (!field.visible) continue
    const input = page.locator(`#field-${field.slug}`)
    switch (field.field_type) {
      case 1:
        await input.fill(field.slug === 'name' ? name : 'Ein Wert')
        break
      case 2:
        await input.fill('Ich möchte gern mitmachen.\nViele Grüße')
        break
      case 3:
      case 'emailconfirm':
        await input.fill(email)
        break
      case 4:
        await input.check()
        break
      case 5:
        await page.locator(`#field-${field.slug}-0`).check()
        break
      case 6:
        await input.selectOption(choices(field)[0] ?? '')
        break
      case 7:
        await input.selectOption([choices(field)[0] ?? ''])
        break
      case 8:
        await page.locator(`#field-${field.slug}-0`).check()
        break
      case 9: {
        const image = field.accept?.includes('image') && !field.accept.includes('pdf')
        await input.setInputFiles(image ? { name: 'portrait.png', mimeType: 'image/png', buffer: PNG } : { name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF })
        break
      }
      case 10:
        await input.fill('2026-12-05')
        break
      case 11:
        await input.fill('2026-12-05T10:30')
        break
      case 13:
        await input.fill('2')
        break
      case 14:
        await input.fill('https://example.org/arbeiten')
        break
      case 15:
        await input.fill('2004-05-06')
        break
    }
  }
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: the application form validates, uploads and stores an entry the hub shows`, async ({ page }) => {
    const t = TEXT[lang]
    const form = await applicationForm(page.request, lang)
    await page.goto(formPath(lang, form))
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible()

    // empty: the spec's text at every required field
    await page.getByRole('button', { name: t.submit }).click()
    const required = form.fields.filter((field) => field.required && field.visible && field.field_type !== 'emailconfirm')
    expect(required.length).toBeGreaterThan(3)
    for (const field of required) await expect(page.locator(`#error-${field.slug}`), field.slug).toHaveText(t.required)
    await expect(page.getByRole('alert')).toBeFocused()
    await expectAccessible(page, 'form with errors')

    // a wrong e-mail address, then a confirmation that does not match
    const name = `E2E ${lang} ${Date.now()}`
    await fillValid(page, form, name, `bewerbung-${lang}@example.org`)
    await expect(page.getByText(`${t.attached}: Lebenslauf.pdf`)).toBeVisible()
    await expect(page.getByText(`${t.attached}: portrait.png`)).toBeVisible()
    await page.locator('#field-email').fill('bewerbung@')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.locator('#error-email')).toHaveText(t.email)
    await page.locator('#field-email').fill(`bewerbung-${lang}@example.org`)
    await page.locator('#field-email2').fill(`bewerbung-${lang}@example.com`)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.locator('#error-email2')).toHaveText(t.mismatch)
    // nothing typed was lost
    await expect(page.locator('#field-name')).toHaveValue(name)
    await expect(page.getByText(`${t.attached}: Lebenslauf.pdf`)).toBeVisible()

    // an executable named .pdf is refused at its field
    const cv = form.fields.find((field) => field.field_type === 9 && field.required)
    await page.locator(`#field-${cv?.slug ?? ''}`).setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE })
    await expect(page.locator(`#error-${cv?.slug ?? ''}`)).toHaveText(t.type)
    await page.locator(`#field-${cv?.slug ?? ''}`).setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.getByText(`${t.attached}: Lebenslauf.pdf`)).toBeVisible()

    await page.locator('#field-email2').fill(`bewerbung-${lang}@example.org`)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status').filter({ hasText: form.success_text ?? '' })).toBeVisible()
    await expectAccessible(page, 'confirmation')

    // the hub lists the entry with its attachments, as downloads, and exports it
    await loginAsEditor(page)
    await page.goto(`/cms-hub/forms?lang=${lang}`)
    await page.getByRole('link', { name: form.title, exact: true }).click()
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await expectAccessible(page, 'hub entries')
    const link = row.getByRole('link', { name: /Lebenslauf\.pdf/ })
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toBe('Lebenslauf.pdf')
    const file = await page.request.get((await link.getAttribute('href')) ?? '')
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const photo = await page.request.get((await row.getByRole('link', { name: /portrait\.png/ }).getAttribute('href')) ?? '')
    expect(photo.headers()['content-type']).toBe('image/png')
    expect(photo.headers()['content-disposition']).toMatch(/^attachment;/)
    const csv = await page.request.get(`/cms-hub/forms/export/${form.id}?lang=${lang}`)
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain(name)

    // visitors get neither the entries nor the files
    const anonymous = await page.context().browser()?.newContext({ baseURL: new URL(page.url()).origin })
    const visitorRequest = anonymous?.request
    expect((await visitorRequest?.get((await link.getAttribute('href')) ?? ''))?.status()).toBe(403)
    expect((await visitorRequest?.get(`/cms-hub/forms/export/${form.id}`))?.status()).toBe(403)
    await anonymous?.close()
  })
}

test('the form works without JavaScript, keeps what was typed on errors, and refuses a forged CSRF token', async ({ browser, baseURL }) => {
  const context = await withConsent(await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'de-DE' }), baseURL)
  const page = await context.newPage()
  const form = await applicationForm(page.request, 'de')
  await page.goto(formPath('de', form))
  const name = `Ohne JS ${Date.now()}`

  // sent with a wrong field: shown again with the values and the errors, the file kept
  const token = await page.locator('input[name="csrfmiddlewaretoken"]').inputValue()
  expect(token.length).toBeGreaterThan(20)
  const failed = await page.request.post(formPath('de', form), {
    headers: { accept: 'text/html' },
    multipart: { csrfmiddlewaretoken: token, name, email: 'ohne-js@example.org', email2: 'anders@example.org', lebenslauf: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  })
  expect(failed.status()).toBe(400)
  const html = await failed.text()
  expect(html).toContain(`value="${name}"`)
  expect(html).toContain('Die E-Mail-Adressen stimmen nicht überein.')
  expect(html).toContain('Dieses Feld ist erforderlich!')
  expect(html).toContain('Angehängt: cv.pdf')

  // a forged token is refused and stores nothing
  const forged = await page.request.post(formPath('de', form), {
    headers: { accept: 'text/html' },
    multipart: { csrfmiddlewaretoken: `${token.slice(0, -4)}AAAA`, name: 'Fälschung' },
  })
  expect(forged.status()).toBe(403)
  const forgedJson = await page.request.post('/de/api/forms-entries/', { headers: { 'X-CSRFToken': 'forged.token' }, data: { form: form.id, field_values: { name: 'Fälschung' } } })
  expect(forgedJson.status()).toBe(403)

  // the real page, posted by the browser itself: first with a disguised executable, refused at its field with
  // everything else kept (the accepted photo too), then with the real file
  await page.goto(formPath('de', form))
  await fillValid(page, form, name, 'ohne-js@example.org')
  const cv = form.fields.find((field) => field.field_type === 9 && field.required)?.slug ?? ''
  await page.locator(`#field-${cv}`).setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE })
  await page.getByRole('button', { name: 'Absenden' }).click()
  await expect(page.locator(`#error-${cv}`)).toHaveText('Dieser Dateityp ist hier nicht erlaubt.')
  await expect(page.locator('#field-name')).toHaveValue(name)
  await expect(page.locator('#field-email2')).toHaveValue('ohne-js@example.org')
  await expect(page.getByText('Angehängt: portrait.png')).toBeVisible()
  await page.locator(`#field-${cv}`).setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Absenden' }).click()
  await expect(page).toHaveURL(/\?sent=1$/)
  await expect(page.getByRole('status').filter({ hasText: form.success_text ?? '' })).toBeVisible()
  await context.close()

  const editorContext = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE' }), baseURL)
  const editor = await editorContext.newPage()
  await loginAsEditor(editor)
  await editor.goto(`/cms-hub/forms/${form.id}?lang=de`)
  const row = editor.getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: /Lebenslauf\.pdf/ })).toBeVisible()
  await expect(editor.getByRole('row').filter({ hasText: 'Fälschung' })).toHaveCount(0)
  await editorContext.close()
})

test('uploads are checked by content on the server', async ({ page }) => {
  await page.goto('/de')
  const token = await csrfToken(page)
  const upload = (name: string, buffer: Buffer, mimeType: string) =>
    page.request.post('/de/api/temp-files/', { headers: { 'X-CSRFToken': token }, multipart: { file: { name, mimeType, buffer } } })
  const png = await upload('bild.exe', PNG, 'application/octet-stream')
  expect(png.status()).toBe(200)
  expect((await png.json()).name).toBe('bild.png')
  const exe = await upload('bild.png', EXECUTABLE, 'image/png')
  expect(exe.status()).toBe(415)
  expect((await exe.json()).detail).toBe('Dieser Dateityp ist hier nicht erlaubt.')
  const empty = await upload('leer.pdf', Buffer.alloc(0), 'application/pdf')
  expect(empty.status()).toBe(400)
  const noToken = await page.request.post('/de/api/temp-files/', { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: PNG } } })
  expect(noToken.status()).toBe(403)
})

test('the contact form, reached through the footer, takes an entry in english', async ({ page }) => {
  await page.goto('/en')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/en\/forms\/contact\/\d+$/)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const form: Form = await (await page.request.get(`/en/api/forms/${id}/`)).json()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('#error-email')).toHaveText('This field is required!')
  await expectAccessible(page, 'english form with errors')
  await fillValid(page, form, `Contact ${Date.now()}`, 'visitor@example.org')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: form.success_text ?? '' })).toBeVisible()
})
