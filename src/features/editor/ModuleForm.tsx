import { useId } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import type { FormField } from '~/content-modules/form-definition'
import { RichTextSchema } from '~/lib/rich-text/schema'
import { ImageObjSchema, referenceId } from '~/content-modules/fields'
import { VenueObjSchema } from '~/content-modules/venue/schema'
import { parseIds, pickerFields } from './fields/field-components'
import * as styles from './editor.css'

type Data = Record<string, unknown>

const IdList = v.array(v.union([v.number(), v.string()]))
const Thumbnails = v.record(v.string(), v.string())

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
}

/** A stored date-time as a datetime-local input shows it (Europe/Berlin). */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.slice(0, 16)
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00`
  const time = Date.parse(value)
  if (Number.isNaN(time)) return ''
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(time).replace(' ', 'T')
}

/** One field of a module form: its label, control and error, wired for assistive technology. */
export function FieldControl({ field, data, error, lang, onPatch, idPrefix }: { field: FormField; data: Data; error?: string; lang: Locale; onPatch: (patch: Data) => void; idPrefix: string }) {
  const id = `${idPrefix}-${field.name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const label = `${field.label({}, { locale: lang })}${field.required ? ` ${m.editor_field_required({}, { locale: lang })}` : ''}`
  const invalid = error !== undefined
  const describedBy = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, className: styles.input }
  const value = data[field.name]
  const onChange = (next: unknown) => onPatch({ [field.name]: next })
  const shared = { id, label, lang, invalid, describedBy }
  let control
  switch (field.kind) {
    case 'richtext': {
      const parsed = v.safeParse(RichTextSchema, value)
      control = <pickerFields.richtext {...shared} value={parsed.success ? parsed.output : null} onChange={onChange} />
      break
    }
    case 'image': {
      // the image field edits image, image_obj and image_thumbnails together
      const obj = v.safeParse(ImageObjSchema, data[`${field.name}_obj`])
      const thumbnails = v.safeParse(Thumbnails, data[`${field.name}_thumbnails`])
      control = (
        <pickerFields.image
          {...shared}
          value={{ image: text(value), image_obj: obj.success ? obj.output : null, image_thumbnails: thumbnails.success ? thumbnails.output : null }}
          onChange={(next) => onPatch({ [field.name]: next.image, [`${field.name}_obj`]: next.image_obj, [`${field.name}_thumbnails`]: next.image_thumbnails })}
        />
      )
      break
    }
    case 'media':
      control = <pickerFields.media {...shared} kind={field.media ?? 'video'} value={text(value)} onChange={onChange} />
      break
    case 'link': {
      // link as chosen and link_url as resolved; "open new window" where the module stores it
      const resolvedKey = field.name === 'link_url' ? null : `${field.name}_url`
      const flag = data.open_new_window
      control = (
        <pickerFields.link
          {...shared}
          value={{ link: text(value), link_url: resolvedKey ? text(data[resolvedKey]) : null, open_new_window: typeof flag === 'boolean' ? flag : null }}
          onChange={(next) =>
            onPatch({
              [field.name]: next.link,
              ...(resolvedKey ? { [resolvedKey]: next.link_url } : {}),
              ...(field.name === 'link' && next.open_new_window !== undefined ? { open_new_window: next.open_new_window } : {}),
            })
          }
        />
      )
      break
    }
    case 'venue': {
      const parsed = v.safeParse(referenceId, value)
      const obj = v.safeParse(VenueObjSchema, data.venue_obj)
      control = (
        <pickerFields.venue
          {...shared}
          value={parsed.success ? { venue: parsed.output, venue_obj: obj.success ? obj.output : null } : null}
          onChange={(next) => onPatch({ [field.name]: next?.venue ?? null, venue_obj: next?.venue_obj ?? null })}
        />
      )
      break
    }
    case 'checkbox':
      control = (
        <span className={styles.checkboxRow}>
          <input id={id} type="checkbox" aria-describedby={describedBy} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </span>
      )
      break
    case 'select': {
      const options = field.options ?? []
      const index = options.findIndex((option) => option.value === value)
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <select {...common} value={index < 0 ? '' : String(index)} onChange={(event) => onChange(event.target.value === '' ? null : options[Number(event.target.value)]?.value ?? null)}>
            {field.required && index >= 0 ? null : <option value="">{m.editor_option_none({}, { locale: lang })}</option>}
            {options.map((option, optionIndex) => (
              <option key={String(option.value)} value={String(optionIndex)}>
                {option.label({}, { locale: lang })}
              </option>
            ))}
          </select>
        </>
      )
      break
    }
    case 'textarea':
    case 'embed':
    case 'html':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <textarea {...common} rows={field.kind === 'textarea' ? 4 : 6} value={text(value) ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />
        </>
      )
      break
    case 'number':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input {...common} type="number" value={text(value) ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))} />
        </>
      )
      break
    case 'datetime':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input {...common} type="datetime-local" value={toLocalInput(value)} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />
        </>
      )
      break
    case 'ids': {
      const parsed = v.safeParse(IdList, value)
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input {...common} value={parsed.success ? parsed.output.join(', ') : ''} onChange={(event) => onChange(parseIds(event.target.value))} />
        </>
      )
      break
    }
    case 'text':
      control = (
        <>
          <label htmlFor={id}>{label}</label>
          <input {...common} type="text" value={text(value) ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />
        </>
      )
      break
  }
  return (
    <div className={styles.field} data-field={field.name}>
      {control}
      {field.hint ? (
        <p id={hintId} className={styles.hint}>
          {field.hint({}, { locale: lang })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The fields of one module (or item) form. */
export function FormFields({ fields, data, errors, lang, onChange }: { fields: readonly FormField[]; data: Data; errors: Record<string, string>; lang: Locale; onChange: (data: Data) => void }) {
  const prefix = useId()
  return (
    <>
      {fields.map((field) => (
        <FieldControl key={field.name} idPrefix={prefix} field={field} data={data} error={errors[field.name]} lang={lang} onPatch={(patch) => onChange({ ...data, ...patch })} />
      ))}
    </>
  )
}
