import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import type { RegisteredModel } from '~/content-modules/registry'
import { MODULE_GROUPS, moduleName } from './catalogue'
import { Dialog } from './Dialog'
import * as styles from './editor.css'

/** The module chooser: the modules in their groups, with a search field that narrows them as one types. */
export function ModuleChooser({ lang, onChoose, onClose }: { lang: Locale; onChoose: (model: RegisteredModel) => void; onClose: () => void }) {
  const t = { locale: lang }
  const [query, setQuery] = useState('')
  const searchId = useId()
  const wanted = query.trim().toLocaleLowerCase(lang)
  const groups = MODULE_GROUPS.map((group) => ({
    ...group,
    models: group.models.filter((model) => !wanted || moduleName(model, lang).toLocaleLowerCase(lang).includes(wanted) || group.label({}, t).toLocaleLowerCase(lang).includes(wanted)),
  })).filter((group) => group.models.length > 0)
  return (
    <Dialog title={m.editor_dialog_choose({}, t)} onClose={onClose}>
      <div className={styles.field}>
        <label htmlFor={searchId}>{m.editor_chooser_search({}, t)}</label>
        <input
          id={searchId}
          data-autofocus=""
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter takes the only (or first) module left
            if (event.key !== 'Enter') return
            const first = groups[0]?.models[0]
            if (!first) return
            event.preventDefault()
            onChoose(first)
          }}
        />
      </div>
      {groups.length === 0 ? <p className={styles.hint}>{m.editor_chooser_none({ query }, t)}</p> : null}
      <div className={styles.chooserGroups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`${searchId}-${group.id}`} className={styles.chooserGroup}>
            <h3 id={`${searchId}-${group.id}`} className={styles.chooserHeading}>
              <span aria-hidden="true" className={styles.chooserIcon}>
                {group.icon}
              </span>{' '}
              {group.label({}, t)}
            </h3>
            <ul className={styles.chooser}>
              {group.models.map((model) => (
                <li key={model}>
                  <button type="button" className={styles.chooserButton} data-editor-insert={model} onClick={() => onChoose(model)}>
                    {moduleName(model, lang)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {m.editor_cancel({}, t)}
        </button>
      </div>
    </Dialog>
  )
}
