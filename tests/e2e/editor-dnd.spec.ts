import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, expectHydrated, loginAsEditor, test } from './fixtures'
import { confirmDiscard, discardDraft, draft, expectState, modal, openEditMode as openEditorOn, outline, pageSection, phone, picture, saveDialog, shownOutline, toolbar } from './editor-helpers'

// Drag and drop of modules in the in-place editor: a quote dragged with the mouse from one column above the
// headline of the other (one save, the draft keeps it), moved back by keyboard alone (Space, arrows, Space, with
// the announcements in German), undone in one step; deleting asks in the project's confirmation dialog; and on a
// phone a tap on a module's handle or bar moves nothing while "Aktionen" still opens its actions.

const PAGE = '/de/barrierefreiheit'
const unique = Date.now().toString(36)
/** What a screen reader hears last while a module is moved (dnd-kit's live region). */
async function expectAnnounced(page: Page, text: string) {
  await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1)
}


const openEditMode = (page: Page) => openEditorOn(page, PAGE)

/** The centre of an element on screen. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element is not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test.describe.configure({ mode: 'serial' })

test.describe('drag and drop in the editor, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('mouse: a quote above the headline of the other column; keyboard: back again; undo; delete asks', async ({ page }) => {
    test.setTimeout(180_000)
    await loginAsEditor(page)
    await openEditMode(page)
    await discardDraft(page)
    await page.reload()
    await expect(pageSection(page)).toBeAttached()
    await expectHydrated(page)
    const start = outline((await draft(page)).modules)

    // a section 50 – 50 at the end of the page: a headline in column 1, a quote in column 2
    const bar = toolbar(page)
    const chooser = modal(page, 'Modul wählen')
    await bar.getByRole('button', { name: '+ Modul' }).click()
    await chooser.getByRole('button', { name: 'Sektion', exact: true }).click()
    let dialog = modal(page, 'Sektion einfügen')
    await dialog.getByLabel(/^Spaltenlayout/).selectOption({ label: '50 – 50' })
    await saveDialog(page, dialog)
    const section = pageSection(page).locator(':scope > [data-editor-module][data-model="SectionModule"]').last()
    await section.getByRole('button', { name: 'In Spalte 1 einfügen' }).click()
    await chooser.getByRole('button', { name: 'Überschrift', exact: true }).click()
    dialog = modal(page, 'Überschrift einfügen')
    await dialog.getByLabel(/^Inhalt/).fill(`Oben ${unique}`)
    await saveDialog(page, dialog)
    await section.getByRole('button', { name: 'In Spalte 2 einfügen' }).click()
    await chooser.getByRole('button', { name: 'Zitat', exact: true }).click()
    dialog = modal(page, 'Zitat einfügen')
    await dialog.getByLabel(/^Inhalt/).fill(`Gezogen ${unique}`)
    await saveDialog(page, dialog)
    const apart = [...start, 'SectionModule[HeadlineModule|QuoteModule]']
    const together = [...start, 'SectionModule[QuoteModule,HeadlineModule|]']
    await expectState(page, apart)

    const quote = section.locator('[data-editor-module][data-model="QuoteModule"]')
    const headline = section.locator('[data-editor-module][data-model="HeadlineModule"]')
    const handle = quote.getByRole('button', { name: `Zitat „Gezogen ${unique}“ verschieben` })
    await quote.hover()
    await expect(handle).toBeVisible()
    await expect(handle).toHaveAttribute('aria-roledescription', 'verschiebbar')
    await expectAccessible(page, 'a module bar with its drag handle')

    // the mouse: press on the handle, move in steps to the top edge of the headline, release — one save
    const revision = (await draft(page)).revision
    await section.scrollIntoViewIfNeeded()
    const from = await centre(handle)
    const target = await headline.boundingBox()
    if (!target) throw new Error('the headline is not laid out')
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x - 20, from.y + 10, { steps: 5 })
    await expect(page.locator('[data-editor-drop-slot][data-over]')).toHaveCount(1)
    await page.mouse.move(target.x + target.width / 2, target.y + 4, { steps: 20 })
    await expect(headline.locator('xpath=preceding-sibling::*[@data-editor-drop-slot][1]')).toHaveAttribute('data-over', '')
    await picture(page, 'dnd-mouse-over-headline')
    await page.mouse.up()
    await expectState(page, together)
    expect((await draft(page)).revision).toBe(revision + 1)
    await expect(section.locator('[data-editor-column="0"] > [data-editor-module]').first()).toContainText(`Gezogen ${unique}`)

    // the draft keeps it
    await page.reload()
    await expect(pageSection(page)).toBeAttached()
    await expectHydrated(page)
    await expect.poll(() => shownOutline(page)).toEqual(together)

    // the keyboard: Space picks it up, the arrows walk the places (announced in German), Space drops it
    await handle.focus()
    await page.keyboard.press('Space')
    await expectAnnounced(page, `Zitat „Gezogen ${unique}“ ist an seinem bisherigen Platz.`)
    await page.keyboard.press('ArrowDown')
    await expectAnnounced(page, `Zitat „Gezogen ${unique}“: ans Ende von Spalte 1.`)
    await page.keyboard.press('ArrowDown')
    await expectAnnounced(page, `Zitat „Gezogen ${unique}“: ans Ende von Spalte 2.`)
    await picture(page, 'dnd-keyboard-column-2')
    await page.keyboard.press('Space')
    await expectAnnounced(page, `Zitat „Gezogen ${unique}“ abgelegt: ans Ende von Spalte 2.`)
    await expectState(page, apart)
    // focus stays on the moved module's handle
    await expect(handle).toBeFocused()

    // Escape puts it down where it was: nothing saved
    const kept = (await draft(page)).revision
    // each key once the one before it has been acted on (announced)
    await page.keyboard.press('Space')
    await expectAnnounced(page, `Zitat „Gezogen ${unique}“ ist an seinem bisherigen Platz.`)
    await page.keyboard.press('ArrowUp')
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'ist an seinem bisherigen Platz.' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expectAnnounced(page, `Verschieben von Zitat „Gezogen ${unique}“ abgebrochen.`)
    expect((await draft(page)).revision).toBe(kept)
    await expectState(page, apart)

    // one undo puts the keyboard's move back, the next the mouse's
    const undo = bar.getByRole('button', { name: 'Rückgängig' })
    await undo.click()
    await expectState(page, together)
    await undo.click()
    await expectState(page, apart)

    // deleting asks in a dialog naming the module; "Abbrechen" keeps it, "Löschen" removes it
    await section.hover()
    const sectionBar = section.getByRole('group', { name: /^Aktionen: Sektion/ })
    await sectionBar.getByRole('button', { name: 'Löschen' }).click()
    const question = modal(page, '„Sektion“ wirklich löschen?')
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    await expectAccessible(page, 'the question before a module is deleted')
    await picture(page, 'dnd-delete-question')
    await question.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(question).toBeHidden()
    await expectState(page, apart)
    await section.hover()
    await sectionBar.getByRole('button', { name: 'Löschen' }).click()
    await question.getByRole('button', { name: 'Löschen' }).click()
    await expectState(page, start)
    await discardDraft(page)
  })
})

test.describe('drag and drop in the editor, at 390 px with touch', () => {
  test('a tap on a handle moves nothing; "Aktionen" still opens the module’s actions; a held finger drags', async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    const page = await phone(browser, baseURL)
    try {
      await loginAsEditor(page)
      await openEditMode(page)
      const before = await draft(page)
      const first = pageSection(page).locator(':scope > [data-editor-module]').nth(1)
      await first.scrollIntoViewIfNeeded()
      const handle = first.locator(':scope > [data-editor-bar] [data-editor-action="drag"]')
      await expect(handle).toBeVisible()
      await picture(page, 'dnd-phone')
      const box = await handle.boundingBox()
      // a finger's target
      expect(box?.width).toBeGreaterThanOrEqual(36)
      expect(box?.height).toBeGreaterThanOrEqual(36)
      await handle.tap()
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      await expect.poll(() => shownOutline(page)).toEqual(outline(before.modules))
      expect((await draft(page)).revision).toBe(before.revision)

      const actions = first.locator(':scope > [data-editor-bar]').getByRole('button', { name: /^Aktionen für/ })
      const name = (await actions.getAttribute('aria-label'))?.replace('Aktionen für ', '') ?? ''
      await actions.tap()
      const sheet = modal(page, name)
      await expect(sheet).toBeVisible()
      await expect(sheet.getByRole('button', { name: 'Nach oben' })).toBeVisible()
      await expectAccessible(page, 'edit mode on a phone with the drag handles')
      await sheet.getByRole('button', { name: 'Schließen' }).tap()
      await expect(sheet).toBeHidden()
      expect((await draft(page)).revision).toBe(before.revision)

      // a finger held on the handle picks the module up; moved above the first module and lifted, it is saved there
      const order = outline(before.modules)
      const firstModule = pageSection(page).locator(':scope > [data-editor-module]').first()
      await firstModule.scrollIntoViewIfNeeded()
      const [grip, top] = [await centre(handle), await firstModule.boundingBox()]
      if (!top) throw new Error('the first module is not laid out')
      const touch = await page.context().newCDPSession(page)
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] })
      await finger('touchStart', grip.x, grip.y)
      // picked up once the press has lasted: the module's own place is the slot it is over
      await expect(page.locator('[data-editor-drop-slot][data-over]')).toHaveCount(1)
      const steps = 12
      for (let step = 1; step <= steps; step++) await finger('touchMove', grip.x, grip.y + ((top.y + 4 - grip.y) * step) / steps)
      await expect(firstModule.locator('xpath=preceding-sibling::*[@data-editor-drop-slot][1]')).toHaveAttribute('data-over', '')
      await finger('touchEnd', 0, 0)
      await expectState(page, [order[1] ?? '', order[0] ?? '', ...order.slice(2)])
      expect((await draft(page)).revision).toBe(before.revision + 1)
      await toolbar(page).getByRole('button', { name: 'Rückgängig' }).tap()
      await expectState(page, order)

      await toolbar(page).getByRole('button', { name: /^Seite/ }).tap()
      const pageSheet = modal(page, 'Seite (DE)')
      await pageSheet.getByRole('button', { name: 'Entwurf verwerfen' }).tap()
      await confirmDiscard(page, true)
      await expect(pageSheet).toBeHidden()
    } finally {
      await page.context().close()
    }
  })
})
