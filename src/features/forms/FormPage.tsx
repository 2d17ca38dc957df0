import { useEffect, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import * as v from 'valibot'
import type { FormDefinition, FormField } from '~/contract/forms-search'
import type { Locale } from '~/contract/shared'
import { api } from '~/contract/visitor-api'
import { isContractError } from '~/contract/client'
import { csrfToken } from '~/lib/csrf'
import { m } from '~/paraglide/messages'
import { container } from '~/styles/layout.css'
import { buttonPrimary } from '~/styles/buttons.css'
import { FIELD, HONEYPOT_FIELD, MAX_FILE_BYTES, PICKER_TYPES, acceptedKinds, choicesOf, emailFieldOf, initialFormState, validateEntry } from './forms.shared'
import type { FormState, FormValues, FieldValue } from './forms.shared'
import type { FormPageContext } from './forms.functions'
import * as styles from './forms.css'

const KEPT_UPLOAD_SUFFIX = '__upload'
const ErrorAnswer = v.object({ detail: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.array(v.string()))) })
const UploadAnswer = v.object({ id: v.string(), name: v.string(), size: v.number() })

type Uploads = Record<string, { id: string; name: string }>

/** Fields in the order they are shown: the e-mail confirmation right after the e-mail field. */
function orderedFields(form: FormDefinition): FormField[] {
  const email = emailFieldOf(form)
  const confirmation = form.fields.find((field) => field.field_type === 'emailconfirm')
  const rest = form.fields.filter((field) => field.field_type !== 'emailconfirm')
  if (!email || !confirmation) return rest
  const at = rest.indexOf(email)
  return [...rest.slice(0, at + 1), { ...confirmation, required: email.required }, ...rest.slice(at + 1)]
}

function initialState(form: FormDefinition, context: FormPageContext): FormState {
  const state = initialFormState(form)
  const submission = context.submission
  if (!submission) return state
  for (const [slug, message] of Object.entries(submission.errors)) state.errors[slug] = message
  for (const field of form.fields) {
    const value = submission.values[field.slug]
    if (value !== undefined && field.field_type !== FIELD.file) state.models[field.slug] = value
    const upload = submission.uploads[field.slug]
    if (field.field_type === FIELD.file) state.models[field.slug] = upload ? upload.id : null
  }
  return state
}

function kindsText(field: FormField, lang: Locale): string {
  const names = { image: m.forms_kind_image, pdf: m.forms_kind_pdf, audio: m.forms_kind_audio, video: m.forms_kind_video, document: m.forms_kind_document }
  return acceptedKinds(field)
    .map((kind) => names[kind]({}, { locale: lang }))
    .join(', ')
}

/** Sends one file to the temporary uploads with a progress report; the server decides by content. */
function uploadFile(lang: Locale, formId: number, field: string, file: File, onProgress: (percent: number) => void): Promise<{ id: string; name: string }> {
  return csrfToken().then(
    (token) =>
      new Promise((resolve, reject) => {
        const body = new FormData()
        body.append('file', file)
        body.append('form', String(formId))
        body.append('field', field)
        const request = new XMLHttpRequest()
        request.open('POST', `/${lang}/api/temp-files/`)
        request.withCredentials = true
        request.setRequestHeader('accept', 'application/json')
        if (token) request.setRequestHeader('X-CSRFToken', token)
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
        })
        request.addEventListener('load', () => {
          let answer: unknown = null
          try {
            answer = JSON.parse(request.responseText)
          } catch {
            answer = null
          }
          const ok = v.safeParse(UploadAnswer, answer)
          if (request.status >= 200 && request.status < 300 && ok.success) resolve(ok.output)
          else {
            const failed = v.safeParse(ErrorAnswer, answer)
            reject(new Error((failed.success && (failed.output.errors?.file?.[0] ?? failed.output.detail)) || m.forms_send_failed({}, { locale: lang })))
          }
        })
        request.addEventListener('error', () => reject(new Error(m.forms_send_failed({}, { locale: lang }))))
        request.send(body)
      }),
  )
}

export function FormPage({ form, lang, context, sent }: { form: FormDefinition; lang: Locale; context: FormPageContext; sent: boolean }) {
  const [state, setState] = useState<FormState>(() => initialState(form, context))
  const [uploads, setUploads] = useState<Uploads>(() => context.submission?.uploads ?? {})
  const [formError, setFormError] = useState<string | null>(context.submission?.formError ?? null)
  const [success, setSuccess] = useState<string | null>(sent ? (form.success_text ?? m.forms_success_default({}, { locale: lang })) : null)
  const [pending, setPending] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const fields = orderedFields(form)
  const errorList = fields.flatMap((field) => {
    const message = state.errors[field.slug]
    return message ? [{ field, message }] : []
  })

  useEffect(() => {
    // with JavaScript the form validates itself and shows the spec's texts; without, the browser's checks apply
    if (formRef.current) formRef.current.noValidate = true
    if (context.submission && summaryRef.current) summaryRef.current.focus()
  }, [context.submission])

  const setModel = (slug: string, value: FieldValue) =>
    setState((current) => ({ ...current, models: { ...current.models, [slug]: value }, errors: { ...current.errors, [slug]: false } }))

  const showErrors = (errors: Record<string, string>) => {
    setState((current) => {
      const next = { ...current.errors }
      for (const key of Object.keys(next)) next[key] = errors[key] ?? false
      return { ...current, errors: next }
    })
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  const onFile = async (field: FormField, file: File | undefined) => {
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setState((current) => ({ ...current, errors: { ...current.errors, [field.slug]: m.forms_file_too_large({ max: `${MAX_FILE_BYTES / 1024 / 1024} MB` }, { locale: lang }) } }))
      return
    }
    setState((current) => ({ ...current, file: { slug: field.slug, progress: 0 }, errors: { ...current.errors, [field.slug]: false } }))
    try {
      const uploaded = await uploadFile(lang, form.id, field.slug, file, (progress) => setState((current) => ({ ...current, file: { slug: field.slug, progress } })))
      setUploads((current) => ({ ...current, [field.slug]: uploaded }))
      setState((current) => ({ ...current, file: null, models: { ...current.models, [field.slug]: uploaded.id } }))
    } catch (error) {
      const message = error instanceof Error ? error.message : m.forms_send_failed({}, { locale: lang })
      setState((current) => ({ ...current, file: null, models: { ...current.models, [field.slug]: null }, errors: { ...current.errors, [field.slug]: message } }))
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || state.file) return
    setFormError(null)
    const checked = validateEntry(form, state.models, lang)
    if (Object.keys(checked.errors).length > 0) {
      showErrors(checked.errors)
      return
    }
    setPending(true)
    try {
      const fieldValues: FormValues = { ...state.models, [HONEYPOT_FIELD]: honeypot }
      const answer = await api.call('formEntry', { params: { lang }, body: { form: form.id, field_values: fieldValues } })
      setSuccess(answer.message)
      requestAnimationFrame(() => successRef.current?.focus())
    } catch (error) {
      const detail = isContractError(error) ? v.safeParse(ErrorAnswer, error.detail) : null
      const fieldErrors = detail?.success ? detail.output.errors : undefined
      if (isContractError(error, 400) && fieldErrors) {
        showErrors(Object.fromEntries(Object.entries(fieldErrors).flatMap(([slug, messages]) => (messages[0] ? [[slug, messages[0]]] : []))))
      } else {
        setFormError(detail?.success && detail.output.detail ? detail.output.detail : m.forms_send_failed({}, { locale: lang }))
        requestAnimationFrame(() => summaryRef.current?.focus())
      }
    } finally {
      setPending(false)
    }
  }

  if (success !== null) {
    return (
      <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
        <h1 id="page-title">{form.title}</h1>
        <div ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          <h2>{m.forms_success_title({}, { locale: lang })}</h2>
          <p>{success}</p>
          <a href={`/${lang}/forms/${form.slug ?? 'form'}/${form.id}`}>{m.forms_send_another({}, { locale: lang })}</a>
        </div>
      </section>
    )
  }

  const describedBy = (field: FormField) =>
    [field.help_text ? `help-${field.slug}` : null, state.errors[field.slug] ? `error-${field.slug}` : null].filter(Boolean).join(' ') || undefined

  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{form.title}</h1>
      {form.intro ? <p className={styles.intro}>{form.intro}</p> : null}
      <p className={styles.hint}>{m.forms_required_hint({}, { locale: lang })}</p>
      {errorList.length > 0 || formError ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary} id="form-errors">
          {formError ? <p>{formError}</p> : null}
          {errorList.length > 0 ? (
            <>
              <p>{m.forms_error_summary({ count: errorList.length }, { locale: lang })}</p>
              <ul>
                {errorList.map(({ field, message }) => (
                  <li key={field.slug}>
                    <a href={`#field-${field.slug}`}>
                      {field.label}: {message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <form ref={formRef} method="post" encType="multipart/form-data" className={styles.form} onSubmit={onSubmit} aria-describedby={errorList.length > 0 ? 'form-errors' : undefined}>
        <input type="hidden" name="csrfmiddlewaretoken" value={context.csrf} />
        {fields.map((field) => (
          <FieldControl
            key={field.slug}
            field={field}
            lang={lang}
            formId={form.id}
            value={state.models[field.slug] ?? null}
            error={state.errors[field.slug] || null}
            describedBy={describedBy(field)}
            upload={uploads[field.slug]}
            progress={state.file?.slug === field.slug ? state.file.progress : null}
            onChange={(value) => setModel(field.slug, value)}
            onFile={(file) => void onFile(field, file)}
            onRemoveFile={() => {
              setUploads(({ [field.slug]: _removed, ...rest }) => rest)
              setModel(field.slug, null)
            }}
          />
        ))}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`field-${HONEYPOT_FIELD}`}>{m.forms_honeypot_label({}, { locale: lang })}</label>
          <input id={`field-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        </div>
        <div>
          <button type="submit" className={buttonPrimary} disabled={pending || state.file !== null} aria-busy={pending}>
            {pending ? m.forms_sending({}, { locale: lang }) : m.forms_submit({}, { locale: lang })}
          </button>
        </div>
      </form>
    </section>
  )
}

interface FieldControlProps {
  field: FormField
  lang: Locale
  formId: number
  value: FieldValue
  error: string | null
  describedBy: string | undefined
  upload: { id: string; name: string } | undefined
  progress: number | null
  onChange: (value: FieldValue) => void
  onFile: (file: File | undefined) => void
  onRemoveFile: () => void
}

function FieldControl({ field, lang, value, error, describedBy, upload, progress, onChange, onFile, onRemoveFile }: FieldControlProps) {
  const id = `field-${field.slug}`
  const text = typeof value === 'string' ? value : ''
  const list = Array.isArray(value) ? value : []
  const common = {
    id,
    name: field.slug,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: field.required || undefined,
  }
  const locale = { locale: lang }
  const label = (
    <label htmlFor={id} className={styles.label}>
      {field.label}
      {field.required ? <RequiredMark lang={lang} /> : null}
    </label>
  )
  const extras = (
    <>
      {field.help_text ? (
        <p id={`help-${field.slug}`} className={styles.help}>
          {field.help_text}
        </p>
      ) : null}
      {error ? (
        <p id={`error-${field.slug}`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )

  if (field.field_type === FIELD.hidden || !field.visible) {
    return <input type="hidden" name={field.slug} value={text} />
  }

  const wrap = (control: ReactNode) => (
    <div className={styles.field}>
      {label}
      {control}
      {extras}
    </div>
  )
  const input = (type: string, autoComplete?: string) =>
    wrap(<input {...common} type={type} className={styles.control} value={text} placeholder={field.placeholder_text || undefined} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />)

  switch (field.field_type) {
    case FIELD.text:
      return input('text', field.slug === 'name' ? 'name' : undefined)
    case FIELD.email:
      return input('email', 'email')
    case 'emailconfirm':
      return input('email', 'off')
    case FIELD.url:
      return input('url', 'url')
    case FIELD.number:
      return wrap(<input {...common} type="text" inputMode="decimal" className={styles.control} value={text} placeholder={field.placeholder_text || undefined} onChange={(event) => onChange(event.target.value)} />)
    case FIELD.date:
      return input('date')
    case FIELD.dateOfBirth:
      return input('date', 'bday')
    case FIELD.dateTime:
      return input('datetime-local')
    case FIELD.textarea:
      return wrap(<textarea {...common} className={styles.textarea} value={text} placeholder={field.placeholder_text || undefined} onChange={(event) => onChange(event.target.value)} />)
    case FIELD.select:
      return wrap(
        <select {...common} className={styles.control} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{m.forms_choose(locale)}</option>
          {choicesOf(field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>,
      )
    case FIELD.selectMultiple:
      return wrap(
        <select {...common} multiple className={styles.control} value={list} onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => option.value))}>
          {choicesOf(field).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>,
      )
    case FIELD.checkbox:
      return (
        <div className={styles.field}>
          <div className={styles.option}>
            <input {...common} type="checkbox" value="on" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
            {label}
          </div>
          {extras}
        </div>
      )
    case FIELD.checkboxMultiple:
    case FIELD.radio: {
      const multiple = field.field_type === FIELD.checkboxMultiple
      return (
        <fieldset id={id} className={styles.fieldset} aria-describedby={describedBy} tabIndex={-1}>
          <legend className={styles.legend}>
            {field.label}
            {field.required ? <RequiredMark lang={lang} /> : null}
          </legend>
          {choicesOf(field).map((choice, index) => {
            const optionId = `${id}-${index}`
            const checked = multiple ? list.includes(choice) : text === choice
            return (
              <div key={choice} className={styles.option}>
                <input
                  id={optionId}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={field.slug}
                  value={choice}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  required={!multiple && field.required ? true : undefined}
                  onChange={(event) => onChange(multiple ? (event.target.checked ? [...list, choice] : list.filter((item) => item !== choice)) : choice)}
                />
                <label htmlFor={optionId}>{choice}</label>
              </div>
            )
          })}
          {extras}
        </fieldset>
      )
    }
    case FIELD.file: {
      const kinds = acceptedKinds(field)
      return (
        <div className={styles.field}>
          {label}
          <p className={styles.help} id={`kinds-${field.slug}`}>
            {m.forms_file_allowed({ kinds: kindsText(field, lang), max: `${MAX_FILE_BYTES / 1024 / 1024} MB` }, locale)}
          </p>
          {upload ? (
            <p className={styles.attached}>
              <span>{m.forms_file_uploaded({ name: upload.name }, locale)}</span>
              <input type="hidden" name={`${field.slug}${KEPT_UPLOAD_SUFFIX}`} value={upload.id} />
              <input type="hidden" name={`${field.slug}${KEPT_UPLOAD_SUFFIX}_name`} value={upload.name} />
              <button type="button" className={styles.linkButton} onClick={onRemoveFile}>
                {m.forms_file_remove(locale)}
              </button>
            </p>
          ) : null}
          <input
            id={id}
            name={field.slug}
            type="file"
            accept={kinds.map((kind) => PICKER_TYPES[kind]).join(',')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`kinds-${field.slug}`, describedBy].filter(Boolean).join(' ')}
            required={field.required && !upload && value === null ? true : undefined}
            onChange={(event) => {
              onFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          {progress !== null ? (
            <>
              <label htmlFor={`progress-${field.slug}`} className={styles.help}>
                {m.forms_file_uploading({ percent: progress }, locale)}
              </label>
              <progress id={`progress-${field.slug}`} className={styles.progress} max={100} value={progress} />
            </>
          ) : null}
          {extras}
        </div>
      )
    }
  }
}

function RequiredMark({ lang }: { lang: Locale }) {
  return (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> ({m.forms_required_mark({}, { locale: lang })})</span>
    </span>
  )
}
