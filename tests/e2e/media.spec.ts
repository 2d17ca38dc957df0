import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import type { Page } from '@playwright/test'
import { csrfToken, expect, expectAccessible, expectHydrated, loginAsEditor, reloadHydrated, test } from './fixtures'

/** The answers of the event picker and the link finder, as far as the tests read them. */
const EventPicks = v.object({ results: v.array(v.object({ title: v.string(), path: v.string() })) })
const LinkTargets = v.object({ results: v.array(v.object({ path: v.string() })) })

// The media library and the editor's pickers, as an editor using the keyboard: upload an image from disk, give it
// alt text and a focal point, find it again, see it served as WebP and AVIF; the link finder finds an event by its
// title; the event and venue pickers; the field workbench's rich text. axe on every popup.

const folder = mkdtempSync(path.join(tmpdir(), 'foyer-media-e2e-'))
const unique = `probe-${Date.now().toString(36)}`

async function fixtureFiles() {
  const png = path.join(folder, `${unique}.png`)
  const image = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b8262f' } }).composite([
    { input: { create: { width: 300, height: 200, channels: 3, background: '#1f5fd6' } }, left: 800, top: 500 },
  ])
  writeFileSync(png, await image.png().toBuffer())
  const exe = path.join(folder, 'plakat.png')
  writeFileSync(exe, Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), Buffer.alloc(4096)]))
  return { png, exe }
}

/** Moves the focus with Tab until `target` has it (keyboard only: no clicks). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('could not reach the element with Tab')
}

/** The text the rich text field's own selection holds (Lexical takes it over from the browser's a task later). */
function editorSelection(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('[role="textbox"][contenteditable="true"]')
    const editor = root ? Reflect.get(root, '__lexicalEditor') : null
    if (!editor) return ''
    const state = editor.getEditorState()
    return String(state.read(() => state._selection?.getTextContent() ?? ''))
  })
}

test.describe('media library and pickers', () => {
  // the refused uploads answer 400, 401 and 403 on purpose; the browser logs each
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[0-3]/] })

  test('an anonymous visitor gets no library, and no upload without CSRF or session', async ({ page }) => {
    await page.goto('/admin/media')
    await expect(page.getByText('Bitte melden Sie sich im CMS-Hub an.')).toBeVisible()
    expect((await page.request.get('/de/api/media/')).status()).toBe(401)
    const token = await csrfToken(page)
    const anonymous = await page.request.post('/de/api/media/upload/', {
      headers: { 'X-CSRFToken': token },
      multipart: { alt_de: 'x', file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
    })
    expect(anonymous.status()).toBe(401)
    expect((await anonymous.json()).detail).toBe('Bitte melden Sie sich an.')
    // a large body without an editor's session is refused before it is read
    const large = await page.request.post('/de/api/media/upload/', {
      headers: { 'X-CSRFToken': token },
      multipart: { alt_de: 'x', file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(400 * 1024, 1) } },
    })
    expect(large.status()).toBe(413)
  })

  test('upload an image from disk, set alt text and focal point, find it, see it served as WebP and AVIF', async ({ page }) => {
    const files = await fixtureFiles()
    await loginAsEditor(page)
    await page.goto('/admin/media')
    await expect(page.getByRole('heading', { name: 'Mediathek', level: 1 })).toBeVisible()
    await expectAccessible(page, 'media library')

    // a disguised executable is refused with a clear message
    await page.getByLabel('Datei', { exact: true }).setInputFiles(files.exe)
    await page.getByLabel('Alternativtext (Deutsch)').first().fill('Plakat')
    await page.getByRole('button', { name: 'Hochladen' }).press('Enter')
    await expect(page.getByText('Dieser Dateityp ist nicht erlaubt.', { exact: false })).toBeVisible()

    // an image without alt text is stopped before it is sent
    await page.getByLabel('Datei', { exact: true }).setInputFiles(files.png)
    await page.getByLabel('Alternativtext (Deutsch)').first().fill('')
    await page.getByRole('button', { name: 'Hochladen' }).press('Enter')
    await expect(page.getByText('Bitte geben Sie einen Alternativtext für das Bild ein.')).toBeVisible()
    await expect(page.getByLabel('Alternativtext (Deutsch)').first()).toHaveAttribute('aria-invalid', 'true')

    // by keyboard: alt text, credits, upload (from the button, Tab passes the library's tiles of the seeded images first)
    await tabTo(page, page.getByLabel('Alternativtext (Deutsch)').first(), 200)
    await page.keyboard.type('Rote Bühne mit blauem Scheinwerfer')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Red stage with a blue spotlight')
    await tabTo(page, page.getByLabel('Bildnachweis / Credits').first())
    await page.keyboard.type('Foto: Test')
    await tabTo(page, page.getByRole('button', { name: 'Hochladen' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${unique}.png wurde hochgeladen.`)).toBeVisible()
    const details = page.getByRole('region', { name: `Details zu ${unique}.png` })
    await expect(details).toBeVisible()
    await expectAccessible(page, 'media library with details')

    // focal point: a click into the preview, then one step right by keyboard
    const preview = details.locator('img[data-focal-preview]')
    await expect(preview).toBeVisible()
    const box = await preview.boundingBox()
    if (!box) throw new Error('no preview')
    await preview.click({ position: { x: box.width * 0.75, y: box.height * 0.7 } })
    await expect(details.getByText(/Fokuspunkt: 7[45] % von links, (69|70|71) % von oben/)).toBeVisible()
    const horizontal = details.getByLabel('Fokuspunkt ↔')
    await horizontal.focus()
    await page.keyboard.press('Home')
    for (let i = 0; i < 80; i++) await page.keyboard.press('ArrowRight')
    await expect(details.getByText(/Fokuspunkt: 80 % von links/)).toBeVisible()
    await tabTo(page, details.getByRole('button', { name: 'Speichern' }))
    await page.keyboard.press('Enter')
    await expect(details.getByText('Gespeichert.')).toBeVisible()

    // find it again by searching, and choose it in the grid by keyboard
    await reloadHydrated(page)
    await tabTo(page, page.getByLabel('Mediathek durchsuchen'))
    await page.keyboard.type(unique)
    await page.keyboard.press('Enter')
    await expect(page.getByText('1 Datei', { exact: true })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Dateien der Mediathek' })
    await tabTo(page, grid.getByRole('button').first())
    await page.keyboard.press('Enter')
    await expect(grid.getByRole('button', { pressed: true })).toContainText(`${unique}.png`)
    await expect(page.getByRole('region', { name: `Details zu ${unique}.png` })).toBeVisible()
    await expect(page.getByText('Wird nirgends verwendet.')).toBeVisible()

    // the server has it, with the focal point, served in modern formats
    const list = await (await page.request.get(`/de/api/media/?q=${unique}`)).json()
    const item = list.results[0]
    expect(item).toMatchObject({
      kind: 'image',
      width: 1200,
      height: 800,
      alt_de: 'Rote Bühne mit blauem Scheinwerfer',
      alt_en: 'Red stage with a blue spotlight',
      credits: 'Foto: Test',
      focal_x: 0.8,
    })
    for (const [format, mime] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ]) {
      const answer = await page.request.get(`/media/library/${item.id}/800.${format}`)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe(mime)
      expect(answer.headers()['cache-control']).toContain('immutable')
      expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    }
    expect(item.renditions.landscape).toMatch(new RegExp(`/media/library/${item.id}/1240x700-80-\\d+\\.webp$`))
    const crop = await page.request.get(item.renditions.landscape)
    expect(crop.headers()['content-type']).toBe('image/webp')

    // the server refuses what the form would have stopped: no alt text, no CSRF
    const token = await csrfToken(page)
    const noAlt = await page.request.post('/de/api/media/upload/', {
      headers: { 'X-CSRFToken': token },
      multipart: {
        file: {
          name: 'x.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        },
      },
    })
    expect(noAlt.status()).toBe(400)
    expect((await noAlt.json()).detail).toBe('Bitte geben Sie einen Alternativtext für das Bild ein.')
    const noCsrf = await page.request.post('/de/api/media/upload/', { multipart: { alt_de: 'x', file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } } })
    expect(noCsrf.status()).toBe(403)
    const empty = await page.request.post('/en/api/media/upload/', {
      headers: { 'X-CSRFToken': token },
      multipart: { alt_de: 'x', file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.alloc(0) } },
    })
    expect(empty.status()).toBe(400)
    expect((await empty.json()).detail).toBe('The file is empty.')

    // unused, it can be deleted: the confirmation names it, "Abbrechen" keeps it, confirming removes it
    const chosen = page.getByRole('region', { name: `Details zu ${unique}.png` })
    await chosen.getByRole('button', { name: 'Löschen' }).click()
    const confirm = page.getByRole('dialog', { name: `„${unique}.png“ löschen?` })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(confirm).toBeHidden()
    expect((await page.request.get(`/de/api/media/${item.id}/`)).status()).toBe(200)
    await chosen.getByRole('button', { name: 'Löschen' }).click()
    await confirm.getByRole('button', { name: 'Löschen' }).click()
    await expect(chosen).toBeHidden()
    expect((await page.request.get(`/de/api/media/${item.id}/`)).status()).toBe(404)
  })

  test('a seeded production image is a library item: found, shown with where it is used, not deletable while used', async ({ page }) => {
    await loginAsEditor(page)
    const productions = await (await page.request.get('/de/api/backoffice/productions/')).json()
    const listed = productions.results[0]
    const production = await (await page.request.get(`/de/api/backoffice/productions/${listed.id}/`)).json()
    expect(production.image).toMatch(/^\/media\/artwork\/production\//)

    // the library knows the very address the production shows, with the titles as alt texts
    const found = await (await page.request.get(`/de/api/media/?q=${encodeURIComponent(production.title.de)}`)).json()
    const item = found.results.find((candidate: { url: string }) => candidate.url === production.image)
    expect(item).toMatchObject({ kind: 'image', linked: true, alt_de: production.title.de, alt_en: production.title.en, alt_missing: false, preview: production.image })

    await page.goto('/admin/media')
    await expectHydrated(page)
    await page.getByLabel('Mediathek durchsuchen').fill(production.title.de)
    await page.getByLabel('Mediathek durchsuchen').press('Enter')
    await expect(page.getByText(found.count === 1 ? '1 Datei' : `${found.count} Dateien`, { exact: true })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Dateien der Mediathek' })
    await grid.getByRole('button', { name: item.name }).first().click()
    const details = page.getByRole('region', { name: `Details zu ${item.name}` })
    await expect(details).toBeVisible()
    await expect(details.locator('img[data-linked-preview]')).toHaveAttribute('src', production.image)
    const uses = details.getByRole('list', { name: 'Verwendet in' })
    const use = uses.getByRole('link', { name: `Produktion „${production.title.de}“` })
    await expect(use).toHaveAttribute('href', `/cms-hub/productions/${production.id}`)
    await expect(details.getByRole('button', { name: 'Löschen' })).toBeDisabled()
    await expect(details.getByText('Solange die Datei verwendet wird, kann sie nicht gelöscht werden.', { exact: false })).toBeVisible()
    await expectAccessible(page, 'media library with a linked item in use')

    // the server refuses too, naming the production in the editor's language; the item stays
    const token = await csrfToken(page)
    const refused = await page.request.delete(`/de/api/media/${item.id}/`, { headers: { 'X-CSRFToken': token } })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).detail).toContain(`Produktion „${production.title.de}“`)
    const refusedEn = await page.request.delete(`/en/api/media/${item.id}/`, { headers: { 'X-CSRFToken': token } })
    expect(refusedEn.status()).toBe(409)
    expect((await refusedEn.json()).detail).toContain(`Production “${production.title.en}”`)
    expect((await page.request.get(`/de/api/media/${item.id}/`)).status()).toBe(200)

    // the public page still shows exactly the same image
    await use.click()
    await expect(page).toHaveURL(new RegExp(`/cms-hub/productions/${production.id}$`))
    await page.goto(listed.url)
    await expect(page.locator(`img[src="${production.image}"]`).first()).toBeAttached()
  })

  test('the link finder finds an event by its title and gives its internal path', async ({ page }) => {
    await loginAsEditor(page)
    // an event the finder names for the start of its title: it names eight events of a title, those still to begin
    // first; the picker's first event (one of today's, perhaps begun) may be a ninth date of its production
    const picks = v.parse(EventPicks, await (await page.request.get('/de/api/event-picker/')).json()).results
    let event: (typeof picks)[number] | undefined
    for (const pick of picks) {
      const found = v.parse(LinkTargets, await (await page.request.get(`/de/api/link-finder/?q=${encodeURIComponent(pick.title.slice(0, 12))}`)).json()).results
      if (found.some((target) => target.path === pick.path)) {
        event = pick
        break
      }
    }
    if (!event) throw new Error(`the finder names none of the upcoming events for their titles: ${picks.map((pick) => pick.title).join(', ')}`)
    await page.goto('/admin/link-finder')
    await expect(page.getByRole('heading', { name: 'Link-Finder', level: 1 })).toBeVisible()
    await tabTo(page, page.getByLabel('Titel suchen (Deutsch oder Englisch)'))
    await page.keyboard.type(event.title.slice(0, 12))
    // the path whole: /de/programm/x/1 is the start of /de/programm/x/12 as well
    const result = page.getByRole('listitem').filter({ hasText: new RegExp(`${event.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`) })
    await expect(result.first()).toBeVisible()
    await expect(result.first()).toContainText('Veranstaltung')
    await expectAccessible(page, 'link finder')
    await tabTo(page, result.first().getByRole('button'))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Ausgewählt: ${event.title}`)).toBeVisible()
  })

  test('event picker: filter, choose two by keyboard, reorder; venue picker', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/admin/event-picker')
    await expect(page.getByRole('heading', { name: 'Veranstaltungen auswählen', level: 1 })).toBeVisible()
    await expectAccessible(page, 'event picker page')
    await tabTo(page, page.getByRole('button', { name: 'Veranstaltungen auswählen' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Veranstaltungen auswählen' })
    await expect(dialog).toBeVisible()
    const adds = dialog.getByRole('button', { name: /hinzufügen$/ })
    await expect(adds.first()).toBeVisible()
    await expectAccessible(page, 'event picker dialog')
    // each control names its event by title and date: two performances of one title are told apart
    const nameOf = async (index: number) => ((await dialog.getByRole('listitem').nth(index).getByRole('button').textContent()) ?? '').replace(/ hinzufügen$/, '')
    const first = await nameOf(0)
    const second = await nameOf(1)
    expect(first).toMatch(/, \d/)
    expect(first).not.toBe(second)
    await tabTo(page, dialog.getByRole('listitem').nth(0).getByRole('button'))
    await page.keyboard.press('Enter')
    await tabTo(page, dialog.getByRole('listitem').nth(1).getByRole('button'))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(2)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const chosen = page.getByRole('list', { name: 'Ausgewählte Veranstaltungen, in dieser Reihenfolge' })
    await expect(chosen.getByRole('listitem')).toHaveCount(2)
    await expect(chosen.getByRole('listitem').nth(0).getByRole('button', { name: `${first} nach unten`, exact: true })).toBeVisible()
    await tabTo(page, chosen.getByRole('button', { name: `${second} nach oben`, exact: true }))
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('listitem').nth(0).getByRole('button', { name: `${second} nach unten`, exact: true })).toBeVisible()

    await page.goto('/admin/venue-picker')
    await expect(page.getByRole('heading', { name: 'Spielstätte auswählen', level: 1 })).toBeVisible()
    const venue = page.getByRole('listitem').first()
    await expect(venue).toBeVisible()
    await expectAccessible(page, 'venue picker')
    const name = (await venue.locator('strong').textContent()) ?? ''
    await tabTo(page, venue.getByRole('button'))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Ausgewählt: ${name}`)).toBeVisible()
  })

  test('field workbench: rich text by keyboard (bold, list, new-window link), image from the library, all valid module data', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/admin/fields')
    await expect(page.getByRole('heading', { name: 'Feld-Werkbank', level: 1 })).toBeVisible()
    // typed before the rich text field has hydrated, the text would be lost (a busy machine hydrates late)
    await expectHydrated(page)
    await expectAccessible(page, 'field workbench')
    const editor = page.getByRole('textbox', { name: 'Text' })
    await editor.focus()
    await page.keyboard.type('Karten gibt es hier')
    // select "hier" and make it a link that opens a new window, by keyboard
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
    await expect.poll(() => editorSelection(page)).toBe('hier')
    const toolbar = page.getByRole('toolbar', { name: 'Text: Textformatierung' })
    await page.keyboard.press('Shift+Tab')
    await expect(toolbar.getByRole('button', { name: 'Fett', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(toolbar.getByRole('button', { name: 'Link', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.type('tickets.example/abend')
    const linkForm = page.getByRole('group', { name: 'Link', exact: true }).first()
    await tabTo(page, linkForm.getByLabel('Open new Window', { exact: false }))
    await page.keyboard.press('Space')
    await tabTo(page, linkForm.getByRole('button', { name: 'Link setzen' }))
    await page.keyboard.press('Enter')
    // bold on the first word
    await editor.focus()
    await page.keyboard.press('Home')
    for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+ArrowRight')
    // the editor takes the selection over from the browser's selectionchange event, a task after the key presses:
    // its own selection, not the browser's, is what the toolbar acts on
    await expect.poll(() => editorSelection(page)).toBe('Karten ')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(toolbar.getByRole('button', { name: 'Fett', exact: true })).toHaveAttribute('aria-pressed', 'true')
    const preview = page.getByTestId('text-preview')
    await expect(preview.locator('strong')).toHaveText('Karten')
    const link = preview.getByRole('link', { name: 'hier' })
    await expect(link).toHaveAttribute('href', 'https://tickets.example/abend')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(page.getByTestId('text-check')).toHaveAttribute('data-valid', 'true')

    // paste from a web page: heading, table, image and styles are reduced to what the toolbar allows
    await editor.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData(
        'text/html',
        '<h1 style="color:red;font-family:Comic Sans MS">Titel</h1><table><tr><td>Zelle A</td><td>Zelle B</td></tr></table><p><span style="font-weight:700">fett</span> <u>unter</u><img src="https://evil.example/x.png" alt=""></p>',
      )
      data.setData('text/plain', 'Titel Zelle A Zelle B fett unter')
      const target = document.querySelector('[role="textbox"][contenteditable="true"]')
      target?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect(preview).toContainText('Titel')
    await expect(preview).toContainText('Zelle A')
    const html = await preview.innerHTML()
    expect(html).not.toMatch(/<h1|<table|<img|<u>|Comic|color:/)
    await expect(preview.locator('strong', { hasText: 'fett' })).toHaveCount(1)

    // a bulleted list, and undo
    await toolbar.getByRole('button', { name: 'Aufzählung', exact: true }).press('Enter')
    await expect(preview.locator('ul li')).toHaveCount(1)
    await toolbar.getByRole('button', { name: 'Rückgängig', exact: true }).press('Enter')
    await expect(preview.locator('ul')).toHaveCount(0)

    // an internal link from the link finder, inside the rich-text link form
    await editor.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Programm')
    // the new paragraph is the word alone: select it to the line's start once the editor has taken every key
    await expect(preview).toContainText('Programm')
    await page.keyboard.press('Shift+Home')
    await page.keyboard.press('Control+k')
    await linkForm.getByRole('button', { name: 'Seite suchen' }).press('Enter')
    const innerFinder = page.getByRole('dialog', { name: 'Link-Finder' })
    await innerFinder.getByLabel('Titel suchen (Deutsch oder Englisch)').fill('Programm')
    await innerFinder.getByRole('listitem').first().getByRole('button').press('Enter')
    await expect(innerFinder).toBeHidden()
    await expect(linkForm.getByLabel('Link-Adresse')).toHaveValue(/^\/(de|en)\//)
    await linkForm.getByRole('button', { name: 'Link setzen' }).press('Enter')
    await expect(preview.getByRole('link', { name: 'Programm' })).toHaveAttribute('href', /^\/(de|en)\//)

    // the image field opens the library in a dialog; uploading there picks the image
    const files = await fixtureFiles()
    await tabTo(page, page.getByRole('button', { name: 'Bild auswählen' }).first())
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Bild: Bild auswählen' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page, 'image picker dialog')
    await dialog.getByLabel('Datei', { exact: true }).setInputFiles(files.png)
    await dialog.getByLabel('Alternativtext (Deutsch)').first().fill('Rote Bühne')
    await dialog.getByRole('button', { name: 'Hochladen' }).press('Enter')
    await dialog.getByRole('button', { name: 'Diese Datei verwenden' }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Anderes Bild' }).first()).toBeFocused()
    await expect(page.getByTestId('image-check')).toHaveAttribute('data-valid', 'true')
    const value = JSON.parse((await page.getByTestId('image-json').textContent()) ?? '{}')
    expect(value.image_obj).toMatchObject({ alt: 'Rote Bühne', width: 1200, height: 800 })
    expect(value.image_thumbnails.large).toMatch(/^\/media\/library\/\d+\/1240\.webp$/)
    const served = await page.request.get(value.image_thumbnails.large)
    expect(served.headers()['content-type']).toBe('image/webp')

    // link field: the link finder in a dialog
    await page.getByRole('button', { name: 'Seite suchen' }).press('Enter')
    const finder = page.getByRole('dialog', { name: 'Link-Finder' })
    await finder.getByLabel('Titel suchen (Deutsch oder Englisch)').fill('Programm')
    await expect(finder.getByRole('listitem').first()).toBeVisible()
    await expectAccessible(page, 'link finder dialog')
    await finder.getByRole('listitem').first().getByRole('button').press('Enter')
    await expect(finder).toBeHidden()
    await expect(page.getByTestId('link-check')).toHaveAttribute('data-valid', 'true')
  })
})
