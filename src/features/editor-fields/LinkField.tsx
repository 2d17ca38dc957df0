import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { withDefaultProtocol } from '~/lib/links'
import { Dialog } from './Dialog'
import { LinkFinder } from './pickers/LinkFinder'
import type { FieldProps, LinkValue } from './types'
import * as styles from './fields.css'

function isInternal(link: string | null): boolean {
  return !!link && (link.startsWith('/') || link.startsWith('#')) && !link.startsWith('//')
}

/**
 * A link: a page of this site chosen with the link finder (its internal path), or a web address (https:// is
 * added when typed without a protocol); "Open new Window" sets `open_new_window`.
 */
export function LinkField({ id, label, lang, invalid, describedBy, value, onChange }: FieldProps<LinkValue>) {
  const locale = { locale: lang }
  const [mode, setMode] = useState<'internal' | 'external'>(value.link && !isInternal(value.link) ? 'external' : 'internal')
  const [open, setOpen] = useState(false)
  const [chosenTitle, setChosenTitle] = useState<string | null>(null)
  const legendId = useId()
  const windowId = useId()
  const statusId = useId()
  const name = useId()
  const describe = [statusId, describedBy].filter(Boolean).join(' ')
  return (
    <fieldset className={styles.field} aria-describedby={describedBy}>
      <legend id={legendId} className={styles.label}>
        {label}
      </legend>
      <span className={styles.row} role="radiogroup" aria-label={m.editor_fields_link_mode({}, locale)}>
        <label>
          <input type="radio" name={name} checked={mode === 'internal'} onChange={() => setMode('internal')} /> {m.editor_fields_link_internal({}, locale)}
        </label>
        <label>
          <input type="radio" name={name} checked={mode === 'external'} onChange={() => setMode('external')} /> {m.editor_fields_link_external({}, locale)}
        </label>
      </span>
      {mode === 'internal' ? (
        <>
          <p id={statusId}>
            {value.link && isInternal(value.link) ? (
              <>
                {m.editor_fields_chosen({ title: chosenTitle ?? value.link }, locale)} <code>{value.link}</code>
              </>
            ) : (
              <span className={styles.muted}>{m.editor_fields_link_none({}, locale)}</span>
            )}
          </p>
          <span className={styles.row}>
            <button id={id} type="button" className={styles.button} aria-haspopup="dialog" aria-invalid={invalid ? true : undefined} aria-describedby={describe} onClick={() => setOpen(true)}>
              {m.editor_fields_link_choose({}, locale)}
            </button>
            {value.link ? (
              <button type="button" className={styles.button} onClick={() => onChange({ ...value, link: null, link_url: null })}>
                {m.editor_fields_link_clear({}, locale)}
              </button>
            ) : null}
          </span>
        </>
      ) : (
        <>
          <label htmlFor={id}>{m.editor_fields_link_url({}, locale)}</label>
          <input
            id={id}
            className={styles.input}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={value.link ?? ''}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describe}
            onChange={(event) => {
              const link = event.target.value
              onChange({ ...value, link: link.trim() === '' ? null : link, link_url: link.trim() === '' ? null : withDefaultProtocol(link) })
            }}
          />
          <span id={statusId} className={styles.muted}>
            {m.editor_fields_rt_link_hint({}, locale)}
          </span>
        </>
      )}
      <span className={styles.row}>
        <input id={windowId} type="checkbox" checked={value.open_new_window ?? false} onChange={(event) => onChange({ ...value, open_new_window: event.target.checked })} />
        <label htmlFor={windowId}>{m.editor_fields_open_new_window({}, locale)}</label>
      </span>
      <Dialog title={m.editor_fields_linkfinder_title({}, locale)} lang={lang} open={open} onClose={() => setOpen(false)}>
        <LinkFinder
          lang={lang}
          onPick={(target) => {
            setChosenTitle(target.title)
            onChange({ ...value, link: target.path, link_url: target.path })
            setOpen(false)
          }}
        />
      </Dialog>
    </fieldset>
  )
}
