import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { ApiError } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { PAGE_SETTING_LIMITS } from '~/contract/versions'
import type { PageSettings, PageStructure } from '~/contract/versions'
import { PAGE_THEMES, SLUG_MAX, pageAddress } from '~/features/page-tree/page-tree.shared'
import { Dialog } from './Dialog'
import * as styles from './editor.css'

type Field = keyof typeof PAGE_SETTING_LIMITS
const FIELDS: Field[] = ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description']
const LONG: ReadonlySet<Field> = new Set(['meta_description', 'og_description'])
type Flag = 'in_menu' | 'in_footer' | 'is_clickable' | 'is_landing_page'
const FLAGS: Flag[] = ['in_menu', 'in_footer', 'is_clickable', 'is_landing_page']

function fieldLabel(field: Field, lang: Locale): string {
  const labels = {
    title: m.page_settings_title,
    headline: m.page_settings_headline,
    meta_title: m.page_settings_meta_title,
    meta_description: m.page_settings_meta_description,
    og_title: m.page_settings_og_title,
    og_description: m.page_settings_og_description,
  }
  return labels[field]({}, { locale: lang })
}

function flagLabel(flag: Flag, lang: Locale): string {
  const labels = { in_menu: m.tree_in_menu, in_footer: m.tree_in_footer, is_clickable: m.tree_clickable, is_landing_page: m.tree_landing }
  return labels[flag]({}, { locale: lang })
}

/**
 * The page's settings in this language besides its modules: title, headline, search-engine and share texts, its
 * address (slug) and the page's flags. A slug or flag change goes through the page tree's operation on the server
 * (the same checks and redirects); after a slug change the editor continues at the new address.
 */
export function PageSettingsDialog({ lang, pageId, onSaved, onClose }: { lang: Locale; pageId: number; onSaved: () => Promise<void>; onClose: () => void }) {
  const t = { locale: lang }
  const [settings, setSettings] = useState<PageSettings | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const id = useId()
  useEffect(() => {
    api
      .call('pageSettings', { params: { lang, id: String(pageId) } })
      .then(setSettings)
      .catch(() => setProblem(m.editor_alert_error({}, { locale: lang })))
  }, [lang, pageId])
  const setStructure = (patch: Partial<PageStructure>) => setSettings((current) => (current ? { ...current, structure: { ...current.structure, ...patch } } : current))
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!settings) return
    setBusy(true)
    setProblem(null)
    setFieldErrors({})
    try {
      const { page: _page, path, slug_fixed: _fixed, ...input } = settings
      const saved = await api.call('updatePageSettings', { params: { lang, id: String(pageId) }, body: input })
      if (saved.path !== path) {
        // the page lives at its new address now (the old one redirects there): the editor follows it
        window.location.assign(`${pageAddress(lang, saved.path)}${window.location.search}`)
        return
      }
      setSettings(saved)
      await onSaved()
      onClose()
    } catch (error) {
      const answer = isContractError(error) ? v.safeParse(ApiError, error.detail) : null
      const errors = answer?.success ? (answer.output.errors ?? {}) : {}
      // the tree's operation names the slug by its language
      const slugErrors = errors[`slug_${lang}`]
      setProblem(answer?.success ? answer.output.detail : m.editor_alert_error({}, t))
      setFieldErrors(slugErrors ? { ...errors, slug: slugErrors } : errors)
    } finally {
      setBusy(false)
    }
  }
  const slugErrors = fieldErrors.slug
  const themeErrors = fieldErrors.page_class
  return (
    <Dialog title={m.page_settings_dialog({ language: lang.toUpperCase() }, t)} onClose={onClose}>
      <p role="alert" id={`${id}-problem`} className={styles.error}>
        {problem}
      </p>
      {settings ? (
        <form onSubmit={save} className={styles.field} aria-busy={busy}>
          <p className={styles.hint}>{m.page_settings_intro({ path: pageAddress(lang, settings.path) }, t)}</p>
          {FIELDS.map((field) => {
            const errors = fieldErrors[field]
            const errorId = `${id}-${field}-error`
            const common = {
              id: `${id}-${field}`,
              className: styles.input,
              value: settings[field],
              maxLength: PAGE_SETTING_LIMITS[field],
              required: field === 'title',
              'aria-invalid': errors ? true : undefined,
              'aria-describedby': errors ? errorId : undefined,
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value
                setSettings((current) => (current ? { ...current, [field]: value } : current))
              },
            }
            return (
              <div key={field} className={styles.field}>
                <label htmlFor={common.id}>{fieldLabel(field, lang)}</label>
                {LONG.has(field) ? <textarea rows={3} {...common} /> : <input {...common} />}
                {errors ? (
                  <p id={errorId} className={styles.error}>
                    {errors[0]}
                  </p>
                ) : null}
              </div>
            )
          })}
          <div className={styles.field}>
            <label htmlFor={`${id}-slug`}>{m.page_settings_slug({}, t)}</label>
            <input
              id={`${id}-slug`}
              className={styles.input}
              value={settings.structure.slug}
              maxLength={SLUG_MAX}
              disabled={settings.slug_fixed}
              required
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={slugErrors ? true : undefined}
              aria-describedby={`${id}-slug-hint${slugErrors ? ` ${id}-slug-error` : ''}`}
              onChange={(event) => setStructure({ slug: event.currentTarget.value })}
            />
            <p id={`${id}-slug-hint`} className={styles.hint}>
              {settings.slug_fixed
                ? m.page_settings_slug_fixed({ address: pageAddress(lang, settings.path) }, t)
                : m.page_settings_slug_hint({ address: pageAddress(lang, settings.path) }, t)}
            </p>
            {slugErrors ? (
              <p id={`${id}-slug-error`} className={styles.error}>
                {slugErrors[0]}
              </p>
            ) : null}
          </div>
          <fieldset className={styles.itemSet}>
            <legend>{m.page_settings_page_group({}, t)}</legend>
            {FLAGS.map((flag) => (
              <label key={flag} className={styles.checkboxRow}>
                <input type="checkbox" checked={settings.structure[flag]} onChange={(event) => setStructure({ [flag]: event.currentTarget.checked })} />
                {flagLabel(flag, lang)}
              </label>
            ))}
            <div className={styles.field}>
              <label htmlFor={`${id}-theme`}>{m.tree_theme({}, t)}</label>
              <select
                id={`${id}-theme`}
                className={styles.input}
                value={settings.structure.page_class}
                aria-invalid={themeErrors ? true : undefined}
                aria-describedby={themeErrors ? `${id}-theme-error` : undefined}
                onChange={(event) => setStructure({ page_class: event.currentTarget.value })}
              >
                {PAGE_THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {theme || m.tree_theme_default({}, t)}
                  </option>
                ))}
                {(PAGE_THEMES as readonly string[]).includes(settings.structure.page_class) ? null : <option value={settings.structure.page_class}>{settings.structure.page_class}</option>}
              </select>
              {themeErrors ? (
                <p id={`${id}-theme-error`} className={styles.error}>
                  {themeErrors[0]}
                </p>
              ) : null}
            </div>
          </fieldset>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {m.editor_cancel({}, t)}
            </button>
            <button type="submit" className={styles.primary} disabled={busy}>
              {m.page_settings_save({}, t)}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
