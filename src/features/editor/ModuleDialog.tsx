import { useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { useConfirm } from '~/ui/ConfirmDialog'
import type { ModuleNode } from '~/contract/cms'
import type { Locale } from '~/contract/shared'
import { columnsFor, entryOf, moduleName } from './catalogue'
import { Dialog } from './Dialog'
import { localizeMessage } from './messages'
import { FormFields } from './ModuleForm'
import { pickerFields } from './fields/field-components'
import { EventItemSchema } from '~/content-modules/event-list/schema'
import { newModuleId } from './tree-ops'
import { moduleDataErrors, WHOLE_MODULE } from './validate'
import * as styles from './editor.css'

type Data = Record<string, unknown>
export type SaveOutcome = { ok: true } | { ok: false; message: string; errors: Record<string, string[]> }

function localize(errors: Record<string, string> | null, lang: Locale): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors ?? {})) result[field] = localizeMessage(message, lang)
  return result
}

/** Errors the server sent for `<id>.<field>` keys, for one module or item id. */
function serverErrorsFor(errors: Record<string, string[]>, id: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, messages] of Object.entries(errors)) {
    if (!key.startsWith(`${id}.`)) continue
    const first = messages[0]
    if (first) result[key.slice(id.length + 1)] = first
  }
  return result
}

/** Values as an editor sees them: an emptied field equals one never filled. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => (entry === '' || entry === undefined ? null : entry))
}

/**
 * The edit modal of one module, generated from its form definition; its schema checks it before anything is
 * sent (and the server checks again). Invalid input stays in the form with the errors at the fields.
 */
export function ModuleDialog({ node, isNew, lang, onCancel, onSave }: { node: ModuleNode; isNew: boolean; lang: Locale; onCancel: () => void; onSave: (node: ModuleNode) => Promise<SaveOutcome> }) {
  const entry = entryOf(node.model)
  const [data, setData] = useState<Data>(() => structuredClone(node.data))
  const [items, setItems] = useState<ModuleNode[]>(() => structuredClone(node.children ?? []))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [itemErrors, setItemErrors] = useState<Record<string, Record<string, string>>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const formRef = useRef<HTMLDivElement>(null)
  const pickerId = useId()
  const name = moduleName(node.model, lang)
  const title = isNew ? m.editor_dialog_new({ name }, { locale: lang }) : m.editor_dialog_edit({ name }, { locale: lang })
  const itemForm = entry?.form.items
  // what the editor has typed or chosen and not saved: closing asks first, leaving the page too. The baseline is
  // taken two frames after opening or at the first key press, pointer press or input in the form, whichever comes
  // first (a rich-text field may normalise its value as it mounts). The input counts because a value can change
  // without a key (pasted, dropped, filled in by the browser) and frames come late on a busy machine: the capture
  // listener runs before the field's own change handler, so the baseline is the state before the input
  const baseline = useRef<string | null>(null)
  const snapshot = comparable({ data, items })
  const changed = baseline.current !== null && snapshot !== baseline.current
  const changedRef = useRef(changed)
  changedRef.current = changed
  const snapshotRef = useRef(snapshot)
  snapshotRef.current = snapshot
  const takeBaseline = () => {
    if (baseline.current === null) baseline.current = snapshotRef.current
  }
  // or once the fields have mounted and settled, whichever comes first
  useEffect(() => {
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(takeBaseline)
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [])
  useEffect(() => {
    const leave = (event: BeforeUnloadEvent) => {
      if (!changedRef.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', leave)
    return () => window.removeEventListener('beforeunload', leave)
  }, [])
  const confirmation = useConfirm(lang)
  const cancel = async () => {
    if (changedRef.current) {
      const t = { locale: lang }
      const discard = await confirmation.ask({ title: m.editor_confirm_close_title({}, t), text: m.editor_confirm_close_changed({}, t), confirmLabel: m.editor_confirm_discard({}, t), danger: true })
      if (!discard) return
    }
    onCancel()
  }

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ;(invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus()
    })

  const submit = async () => {
    const own = localize(moduleDataErrors(node.model, data), lang)
    const ofItems: Record<string, Record<string, string>> = {}
    for (const item of items) {
      const found = moduleDataErrors(item.model, item.data)
      if (found) ofItems[item.id] = localize(found, lang)
    }
    setErrors(own)
    setItemErrors(ofItems)
    if (Object.keys(own).length > 0 || Object.keys(ofItems).length > 0) {
      setMessage(m.editor_form_errors({}, { locale: lang }))
      focusFirstError()
      return
    }
    const layout = typeof data.layout === 'number' ? data.layout : 0
    const saved: ModuleNode = {
      ...node,
      data,
      ...(itemForm ? { children: items.map((item, order) => ({ ...item, order })) } : {}),
      ...(node.model === 'SectionModule' ? { columns: columnsFor(layout, node.columns) } : {}),
    }
    setPending(true)
    setMessage(null)
    const outcome = await onSave(saved)
    setPending(false)
    if (outcome.ok) {
      changedRef.current = false
      return
    }
    setErrors(serverErrorsFor(outcome.errors, node.id))
    setItemErrors(Object.fromEntries(items.map((item) => [item.id, serverErrorsFor(outcome.errors, item.id)])))
    setMessage(outcome.message)
    focusFirstError()
  }

  return (
    <>
      <Dialog title={title} onClose={() => void cancel()}>
        {/* not a <form>: the field library's own forms (the media library's upload) sit inside and submit themselves;
            Enter in one of the module's own one-line fields saves, as it would submit a form */}
        <div ref={formRef} className={styles.dialogBody} style={{ padding: 0 }} data-changed={changed ? '' : undefined} onKeyDownCapture={takeBaseline} onPointerDownCapture={takeBaseline} onInputCapture={takeBaseline} onChangeCapture={takeBaseline} onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return
          const target = event.target
          // a field of a nested form or of a picker's own dialog is not one of the module's fields
          if (!(target instanceof HTMLInputElement) || target.form !== null || target.closest('dialog') !== formRef.current?.closest('dialog')) return
          if (['checkbox', 'radio', 'file', 'button', 'submit', 'reset'].includes(target.type)) return
          event.preventDefault()
          if (!pending) void submit()
        }}>
          {message ? (
            <p role="alert" tabIndex={-1} className={styles.error}>
              {message}
            </p>
          ) : null}
          {errors[WHOLE_MODULE] ? <p className={styles.error}>{errors[WHOLE_MODULE]}</p> : null}
          {entry ? <FormFields fields={entry.form.fields} data={data} errors={errors} lang={lang} onChange={setData} /> : null}
          {itemForm?.picker === 'events' ? (
            <pickerFields.events
              id={pickerId}
              label={itemForm.label({}, { locale: lang })}
              lang={lang}
              value={items.flatMap((item) => {
                const parsed = v.safeParse(EventItemSchema, item.data)
                return parsed.success ? [parsed.output] : []
              })}
              onChange={(next) =>
                setItems(
                  next.map((data, order) => ({
                    id: items.find((item) => item.data.event === data.event)?.id ?? newModuleId(),
                    model: itemForm.model,
                    order,
                    data: { event: data.event ?? null, title: data.title ?? null },
                  })),
                )
              }
            />
          ) : itemForm ? (
            <fieldset className={styles.itemSet}>
              <legend>{m.editor_items({}, { locale: lang })}</legend>
              {items.map((item, index) => {
                const n = index + 1
                return (
                  <fieldset key={item.id} className={styles.itemSet}>
                    <legend>
                      {itemForm.label({}, { locale: lang })} · {m.editor_item({ n }, { locale: lang })}
                    </legend>
                    {itemErrors[item.id]?.[WHOLE_MODULE] ? <p className={styles.error}>{itemErrors[item.id]?.[WHOLE_MODULE]}</p> : null}
                    <FormFields fields={itemForm.fields} data={item.data} errors={itemErrors[item.id] ?? {}} lang={lang} onChange={(next) => setItems(items.map((other) => (other.id === item.id ? { ...other, data: next } : other)))} />
                    <div className={styles.dialogActions}>
                      <button type="button" className={styles.secondary} disabled={index === 0} onClick={() => setItems(items.toSpliced(index - 1, 2, item, items[index - 1] ?? item))}>
                        {m.editor_item_up({ n }, { locale: lang })}
                      </button>
                      <button type="button" className={styles.secondary} onClick={() => setItems(items.filter((other) => other.id !== item.id))}>
                        {m.editor_item_remove({ n }, { locale: lang })}
                      </button>
                    </div>
                  </fieldset>
                )
              })}
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  const fresh: Data = {}
                  for (const field of itemForm.fields) fresh[field.name] = field.kind === 'checkbox' ? false : null
                  setItems([...items, { id: newModuleId(), model: itemForm.model, order: items.length, data: fresh }])
                }}
              >
                {m.editor_item_add({}, { locale: lang })}
              </button>
            </fieldset>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={() => void cancel()}>
              {m.editor_cancel({}, { locale: lang })}
            </button>
            <button type="button" className={styles.primary} disabled={pending} onClick={() => void submit()}>
              {m.editor_save({}, { locale: lang })}
            </button>
          </div>
        </div>
      </Dialog>
      {confirmation.dialog}
    </>
  )
}
