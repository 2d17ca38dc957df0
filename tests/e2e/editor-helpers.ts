import type { Browser, Locator, Page } from '@playwright/test'
import { decidedConsent, expect, expectHydrated } from './fixtures'

// What the in-place editor's specs share: the toolbar and dialogs, the page's module tree as the page shows it and as
// the server has saved it, saving a module dialog, discarding a draft, and a phone.

/** E2E_SCREENSHOTS=<folder>: pictures of the editor's states to look at */
export async function picture(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` })
}

export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })
export const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
export const alertText = (page: Page) => page.locator('[data-editor-alert]')
export const pageSection = (page: Page) => page.locator('[data-editor-section^="page-"]')

export async function openEditMode(page: Page, path: string) {
  await page.goto(`${path}?edit`)
  await expect(toolbar(page)).toBeVisible()
  await expect(pageSection(page)).toBeAttached()
  // a click before the page has hydrated finds no handler (a busy machine hydrates late)
  await expectHydrated(page)
}

async function pageId(page: Page): Promise<number> {
  const key = await pageSection(page).getAttribute('data-editor-section')
  return Number(key?.replace('page-', ''))
}

export type EditorNode = { id: string; model: string; data: Record<string, unknown>; columns?: { index: number; children: EditorNode[] }[] }

/** The saved draft as the server has it: its revision and its modules. */
export async function draft(page: Page): Promise<{ revision: number; modules: EditorNode[] }> {
  const answer = await page.request.get(`/de/pageeditor-api/section/page/${await pageId(page)}`)
  expect(answer.status()).toBe(200)
  return answer.json()
}

/** A module tree as a short outline: models at the top, and the models in each column of a section. */
export function outline(nodes: EditorNode[]): string[] {
  return nodes.map((node) => (node.columns ? `${node.model}[${node.columns.map((column) => column.children.map((child) => child.model).join(',')).join('|')}]` : node.model))
}

/** The same outline read from the page as the editor shows it. */
export async function shownOutline(page: Page): Promise<string[]> {
  return pageSection(page).evaluate((section) =>
    [...section.querySelectorAll(':scope > [data-editor-module]')].map((element) => {
      const model = element.getAttribute('data-model') ?? ''
      const columns = [...element.querySelectorAll('[data-editor-column]')]
      return columns.length ? `${model}[${columns.map((column) => [...column.querySelectorAll(':scope > [data-editor-module]')].map((child) => child.getAttribute('data-model')).join(',')).join('|')}]` : model
    }),
  )
}

/** The page shows and the server has saved exactly `expected`. */
export async function expectState(page: Page, expected: string[]) {
  await expect.poll(() => shownOutline(page)).toEqual(expected)
  await expect.poll(async () => outline((await draft(page)).modules)).toEqual(expected)
}

export async function saveDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(alertText(page)).toHaveText('Gespeichert.')
}

/** Answers the site's own question before a draft is discarded (a modal dialog, not the browser's). */
export async function confirmDiscard(page: Page, tap = false) {
  const question = modal(page, 'Entwurf verwerfen (DE)?')
  const yes = question.getByRole('button', { name: 'Entwurf verwerfen' })
  await (tap ? yes.tap() : yes.click())
  await expect(question).toBeHidden()
}

/** Discards the German draft from the toolbar, if there is one. */
export async function discardDraft(page: Page) {
  const discard = toolbar(page).getByRole('button', { name: 'Entwurf verwerfen' })
  if (await discard.isDisabled()) return
  await discard.click()
  await confirmDiscard(page)
  await expect(toolbar(page).locator('[data-editor-status]')).toHaveAttribute('data-editor-status', 'published')
}

/** A phone: 390 × 844, touch, German, the consent decided. */
export async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context.newPage()
}
