import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { ApiError } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { PAGE_SETTING_LIMITS } from '~/contract/versions'
import type { PageSettings } from '~/contract/versions'
import { Dialog } from './Dialog'
import * as styles from './editor.css'

type Field = keyof typeof PAGE_SETTING_LIMITS
const FIELDS: Field[] = ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description']
const LONG: ReadonlySet<Field> = new Set(['meta_description', 'og_description'])

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

/** The page's texts in this language besides its modules: title, headline, search-engine and share texts. */
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
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!settings) return
    setBusy(true)
    setProblem(null)
    setFieldErrors({})
    try {
      const { page: _page, path: _path, ...input } = settings
      setSettings(await api.call('updatePageSettings', { params: { lang, id: String(pageId) }, body: input }))
      await onSaved()
      onClose()
    } catch (error) {
      const answer = isContractError(error) ? v.safeParse(ApiError, error.detail) : null
      setProblem(answer?.success ? answer.output.detail : m.editor_alert_error({}, t))
      setFieldErrors(answer?.success ? (answer.output.errors ?? {}) : {})
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog title={m.page_settings_dialog({ language: lang.toUpperCase() }, t)} onClose={onClose}>
      <p role="alert" id={`${id}-problem`} className={styles.error}>
        {problem}
      </p>
      {settings ? (
        <form onSubmit={save} className={styles.field} aria-busy={busy}>
          <p className={styles.hint}>{m.page_settings_intro({ path: `/${lang}/${settings.path}` }, t)}</p>
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
