import { expect, expectAccessible, loginAsEditor, test } from './fixtures'
import { confirmDiscard, discardDraft, draft, expectState, modal, openEditMode, outline, pageSection, phone, picture, saveDialog, toolbar } from './editor-helpers'

// The editor as used every day (issue 32): the docked toolbar as an ARIA toolbar, inserting where the editor
// points, undo and redo step by step (the page and the saved draft checked after each step), a changed dialog that
// asks before it closes, the versions dialog, and the phone: a bottom bar, the module actions in a sheet, and no
// covered or invisible control that takes a tap.

const DESKTOP_PAGE = '/de/ueber-uns/geschichte'
const PHONE_PAGE = '/de/besuch/anfahrt'
const unique = Date.now().toString(36)
test.describe.configure({ mode: 'serial' })

test.describe('the editor every day, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('toolbar by keyboard; insert between modules and into a column; undo three times and redo twice; each step saved', async ({ page }) => {
    test.setTimeout(180_000)
    await loginAsEditor(page)
    await openEditMode(page, DESKTOP_PAGE)
    await discardDraft(page)
    await page.reload()
    await expect(pageSection(page)).toBeAttached()
    await expectAccessible(page, 'edit mode with the docked toolbar')
    await picture(page, 'desktop-edit')

    // docked: one row, fixed at the top, staying there while the page scrolls
    const bar = toolbar(page)
    const box = await bar.boundingBox()
    expect(box?.y).toBe(0)
    expect(box?.height).toBeLessThanOrEqual(60)
    await page.mouse.wheel(0, 800)
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0)
    await page.mouse.wheel(0, -800)

    // an ARIA toolbar: one Tab stop, arrows move, Home and End jump
    const add = bar.getByRole('button', { name: '+ Modul' })
    await add.focus()
    await expect(bar.locator('[tabindex="0"]')).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await expect(bar.getByRole('link', { name: 'Bearbeiten beenden' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(bar.locator('[data-toolbar-item]:not([disabled])').first()).toBeFocused()
    await page.keyboard.press('End')
    await expect(bar.getByRole('link', { name: 'Bearbeiten beenden' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(add).toBeFocused()
    await expect(add).toHaveAttribute('tabindex', '0')
    // the skip link leads from the top of the page to the first module
    await page.keyboard.press('Shift+Tab')
    const skip = page.getByRole('link', { name: 'Zum ersten Modul springen' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(pageSection(page).locator('[data-editor-module]').first().getByRole('button', { name: 'Bearbeiten' })).toBeFocused()

    const start = outline((await draft(page)).modules)
    expect(start.slice(0, 2)).toEqual(['HeadlineModule', 'TextModule'])

    // 1. a headline between the first two modules, by the "+" between them
    const between = page.getByRole('button', { name: /^Modul nach Überschrift „Über hundert Jahre am Fluss“ einfügen$/ })
    await between.click()
    const chooser = modal(page, 'Modul wählen')
    await expect(chooser.getByRole('heading', { name: 'Text' })).toBeVisible()
    await expect(chooser.getByRole('heading', { name: 'Einbettungen' })).toBeVisible()
    await expectAccessible(page, 'the module chooser')
    await picture(page, 'desktop-chooser')
    await chooser.getByLabel('Module suchen').fill('Über')
    await chooser.getByRole('button', { name: 'Überschrift', exact: true }).click()
    let dialog = modal(page, 'Überschrift einfügen')
    await dialog.getByLabel(/^Inhalt/).fill(`Dazwischen ${unique}`)
    await saveDialog(page, dialog)
    const afterHeadline = ['HeadlineModule', 'HeadlineModule', ...start.slice(1)]
    await expectState(page, afterHeadline)
    await expect(pageSection(page).locator('[data-editor-module]').nth(1)).toContainText(`Dazwischen ${unique}`)

    // 2. a section 50 – 50 at the end of the page, scrolled to once saved
    await bar.getByRole('button', { name: '+ Modul' }).click()
    await chooser.getByRole('button', { name: 'Sektion', exact: true }).click()
    dialog = modal(page, 'Sektion einfügen')
    await dialog.getByLabel(/^Spaltenlayout/).selectOption({ label: '50 – 50' })
    await saveDialog(page, dialog)
    const section = page.locator('[data-editor-module][data-model="SectionModule"]').last()
    await expect(section).toBeInViewport()
    const afterSection = [...afterHeadline, 'SectionModule[|]']
    await expectState(page, afterSection)

    // 3. a quote into the second column
    await section.getByRole('button', { name: 'In Spalte 2 einfügen' }).click()
    await chooser.getByRole('button', { name: 'Zitat', exact: true }).click()
    dialog = modal(page, 'Zitat einfügen')
    await dialog.getByLabel(/^Inhalt/).fill(`In der Spalte ${unique}`)
    await saveDialog(page, dialog)
    const afterQuote = [...afterHeadline, 'SectionModule[|QuoteModule]']
    await expectState(page, afterQuote)
    await section.hover()
    await picture(page, 'desktop-section')

    // 4. the quote moves into the first column
    await section.getByRole('group', { name: /Zitat/ }).getByRole('button', { name: 'In die Spalte links' }).click()
    const afterMove = [...afterHeadline, 'SectionModule[QuoteModule|]']
    await expectState(page, afterMove)

    // undo three times (button, Ctrl+Z, button): one step each, newest first
    const undo = bar.getByRole('button', { name: 'Rückgängig' })
    const redo = bar.getByRole('button', { name: 'Wiederholen' })
    await expect(redo).toBeDisabled()
    await undo.click()
    await expectState(page, afterQuote)
    await expect(redo).toBeEnabled()
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('Control+z')
    await expectState(page, afterSection)
    await undo.click()
    await expectState(page, afterHeadline)
    await expect(undo).toBeEnabled()

    // redo twice (Ctrl+Shift+Z, button)
    await page.keyboard.press('Control+Shift+z')
    await expectState(page, afterSection)
    await redo.click()
    await expectState(page, afterQuote)
    await expect(redo).toBeEnabled()

    // the history survives a reload of the tab; a new action then drops what could be redone
    await page.reload()
    await expect(pageSection(page)).toBeAttached()
    await expect(bar.getByRole('button', { name: 'Rückgängig' })).toBeEnabled()
    await expect(bar.getByRole('button', { name: 'Wiederholen' })).toBeEnabled()
    await bar.getByRole('button', { name: 'Wiederholen' }).click()
    await expectState(page, afterMove)
    await expect(bar.getByRole('button', { name: 'Wiederholen' })).toBeDisabled()
    await discardDraft(page)
  })

  test('a changed dialog asks before it closes (Escape, Abbrechen, leaving the page); an unchanged one does not', async ({ page }) => {
    await loginAsEditor(page)
    await openEditMode(page, DESKTOP_PAGE)
    const headline = pageSection(page).locator('[data-editor-module][data-model="HeadlineModule"]').first()
    const edit = headline.getByRole('button', { name: 'Bearbeiten' })

    // unchanged: Escape closes without a question
    const question = modal(page, 'Eingaben verwerfen?')
    await edit.click()
    let dialog = modal(page, 'Überschrift bearbeiten')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(question).toHaveCount(0)

    // changed: Escape asks in the confirmation dialog, "Abbrechen" focused; declined, the typed text stays
    await edit.click()
    dialog = modal(page, 'Überschrift bearbeiten')
    await dialog.getByLabel(/^Dachzeile/).click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(`Nicht verlieren ${unique}`)
    await page.keyboard.press('Escape')
    await expect(question).toBeVisible()
    await expect(question).toContainText('nicht gespeichert')
    await expect(question.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    await expectAccessible(page, 'the question before a changed dialog closes')
    await question.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(question).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(/^Dachzeile/)).toHaveValue(`Nicht verlieren ${unique}`)
    // "Abbrechen" asks too; Escape on the question declines it and leaves the dialog open
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(question).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expect(dialog).toBeVisible()

    // leaving the page asks as well (beforeunload); declined, the page and the dialog stay
    const leaving = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const beforeUnload = await leaving
    expect(beforeUnload.type()).toBe('beforeunload')
    await beforeUnload.dismiss()
    expect(page.isClosed()).toBe(false)
    await expect(dialog.getByLabel(/^Dachzeile/)).toHaveValue(`Nicht verlieren ${unique}`)

    // confirmed, the dialog closes and nothing was saved
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await question.getByRole('button', { name: 'Verwerfen' }).click()
    await expect(question).toBeHidden()
    await expect(dialog).toBeHidden()
    await expect(headline).not.toContainText(`Nicht verlieren ${unique}`)
  })

  test('the versions dialog: a sticky header with Schließen, a readable link, comparison beside the list in German', async ({ page }) => {
    await loginAsEditor(page)
    await openEditMode(page, DESKTOP_PAGE)
    await toolbar(page).getByRole('button', { name: 'Versionen' }).click()
    const dialog = modal(page, 'Versionen dieser Seite (DE)')
    const rows = dialog.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    // at most one page of rows at once
    expect(await rows.count()).toBeLessThanOrEqual(20)
    const view = rows.first().getByRole('link', { name: 'Ansehen' })
    const colours = await view.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element.closest('dialog') ?? element).backgroundColor }))
    expect(colours.color).not.toBe(colours.background)
    // the module of a save is compared beside the list, named as the editor knows it
    const save = rows.filter({ hasText: 'Gespeichert' }).first()
    const target = (await save.count()) > 0 ? save : rows.first()
    await target.getByRole('button', { name: 'Vergleichen' }).click()
    const compare = dialog.locator('[data-editor-compare]')
    await expect(compare).toBeVisible()
    const [list, panel] = await Promise.all([dialog.locator('table').boundingBox(), compare.boundingBox()])
    expect(panel?.x ?? 0).toBeGreaterThan((list?.x ?? 0) + (list?.width ?? 0) - 1)
    await expect(compare).not.toContainText(/[A-Z][a-z]+(Module|Item)\b/)
    await expectAccessible(page, 'the versions dialog with a comparison')
    await picture(page, 'desktop-versions')
    // the header stays in view while the dialog scrolls
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeInViewport()
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the way into edit mode does not cover the sticky buttons and keeps readable colours on hover', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto(DESKTOP_PAGE)
    const link = page.getByRole('link', { name: 'Seite bearbeiten' })
    await expect(link).toBeVisible()
    await link.hover()
    await picture(page, 'desktop-view-mode')
    await expectAccessible(page, 'the edit link hovered')
    const sticky = page.locator('a, button').filter({ hasText: /Programm und Karten/ }).first()
    if (await sticky.isVisible()) {
      const [a, b] = await Promise.all([link.boundingBox(), sticky.boundingBox()])
      const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlap).toBeFalsy()
    }
  })
})

test.describe('the editor every day, at 390 px with touch', () => {
  test('a bottom bar, the module actions in a sheet fully on screen, and no covered or invisible control takes a tap', async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const page = await phone(browser, baseURL)
    try {
      await loginAsEditor(page)
      await openEditMode(page, PHONE_PAGE)
      await page.getByRole('button', { name: /^Seite/ }).tap()
      let sheet = modal(page, 'Seite (DE)')
      await expect(sheet).toBeVisible()
      const discard = sheet.getByRole('button', { name: 'Entwurf verwerfen' })
      if (await discard.isEnabled()) {
        await discard.tap()
        await confirmDiscard(page)
        await expect(sheet).toBeHidden()
      } else await sheet.getByRole('button', { name: 'Schließen' }).tap()
      await expectAccessible(page, 'edit mode on a phone')
      await picture(page, 'phone-edit')

      // the bottom bar: at most 64 px, at the bottom of the screen
      const bar = toolbar(page)
      const box = await bar.boundingBox()
      expect(box?.height).toBeLessThanOrEqual(64)
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)

      // no module action hides in the page: only each module's visible "Aktionen"
      await expect(page.getByRole('button', { name: 'Nach oben', exact: true })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0)
      const before = await draft(page)

      // taps everywhere on the modules' bars but on "Aktionen": nothing moves, nothing is saved, no sheet opens
      const bars = page.locator('[data-editor-bar]')
      const count = await bars.count()
      let taps = 0
      for (let index = 0; index < count; index++) {
        const element = bars.nth(index)
        await element.scrollIntoViewIfNeeded()
        const area = await element.boundingBox()
        const opener = await element.getByRole('button', { name: /^Aktionen für/ }).boundingBox()
        if (!area || !opener) continue
        for (let x = area.x + 8; x < opener.x - 4; x += 24) {
          const y = area.y + area.height / 2
          // only where the bar itself is on top (the bottom bar takes taps over it, as the next check shows)
          if (!(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-editor-bar]') !== null, { x, y }))) continue
          await page.touchscreen.tap(x, y)
          taps++
        }
      }
      expect(taps).toBeGreaterThan(count * 5)
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      expect((await draft(page)).revision).toBe(before.revision)

      // a module's "Aktionen" slid under the bottom bar cannot be tapped there: the bar takes the tap
      const last = bars.last().getByRole('button', { name: /^Aktionen für/ })
      const under = await last.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        window.scrollBy({ top: rect.top + rect.height / 2 - (window.innerHeight - 24), behavior: 'instant' })
        const now = element.getBoundingClientRect()
        return { x: now.left + now.width / 2, y: now.top + now.height / 2 }
      })
      const barTop = (await bar.boundingBox())?.y ?? 844
      expect(under.y).toBeGreaterThan(barTop)
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-editor-toolbar]')?.tagName ?? document.elementFromPoint(x, y)?.outerHTML.slice(0, 200), under)
      expect(hit).toBe('DIV')
      await page.touchscreen.tap(20, under.y)
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      expect((await draft(page)).revision).toBe(before.revision)

      // "Aktionen" opens the sheet: every action wholly on screen
      const second = bars.nth(1).getByRole('button', { name: /^Aktionen für/ })
      await second.scrollIntoViewIfNeeded()
      const name = (await second.getAttribute('aria-label'))?.replace('Aktionen für ', '') ?? ''
      await second.tap()
      sheet = modal(page, name)
      await expect(sheet).toBeVisible()
      const sheetBox = await sheet.boundingBox()
      if (!sheetBox) throw new Error('the module sheet is not laid out')
      // wholly on the 844 px screen: its top not above it, its bottom not below it
      expect(sheetBox.y, 'the sheet begins below the top of the screen').not.toBeLessThan(0)
      expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(844)
      for (const button of await sheet.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 })
      await expectAccessible(page, 'the module sheet on a phone')
      await picture(page, 'phone-sheet')
      // the bar under the modal sheet takes no tap: at the screen's bottom edge the sheet is on top (its padding,
      // clear of its buttons), and a tap there changes nothing
      const onTop = await page.evaluate(() => {
        const element = document.elementFromPoint(6, 844 - 4)
        return element?.closest('[data-editor-toolbar]') ? 'toolbar' : element?.closest('button') ? 'button' : element?.closest('dialog[open]') ? 'sheet' : element?.tagName
      })
      expect(onTop).toBe('sheet')
      await page.touchscreen.tap(6, 844 - 4)
      await expect(page.locator('dialog[open]')).toHaveCount(1)
      await expect(sheet).toBeVisible()
      expect((await draft(page)).revision).toBe(before.revision)

      // up: one save, and undo puts it back
      const order = outline(before.modules)
      await sheet.getByRole('button', { name: 'Nach oben' }).tap()
      await expect(sheet).toBeHidden()
      const moved = [order[1] ?? '', order[0] ?? '', ...order.slice(2)]
      await expectState(page, moved)
      await bar.getByRole('button', { name: 'Rückgängig' }).tap()
      await expectState(page, order)

      // the page's actions in their own sheet
      await bar.getByRole('button', { name: /^Seite/ }).tap()
      sheet = modal(page, 'Seite (DE)')
      await expect(sheet.getByRole('button', { name: 'Versionen' })).toBeInViewport({ ratio: 1 })
      await expect(sheet.getByRole('link', { name: 'Bearbeiten beenden' })).toBeInViewport({ ratio: 1 })
      await expectAccessible(page, 'the page sheet on a phone')
      await picture(page, 'phone-page-sheet')
      await sheet.getByRole('button', { name: 'Entwurf verwerfen' }).tap()
      await confirmDiscard(page)
      await expect(sheet).toBeHidden()
    } finally {
      await page.context().close()
    }
  })
})
