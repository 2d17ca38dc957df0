import { AsyncLocalStorage } from 'node:async_hooks'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { ensureVisitorKey } from '~/server/auth/visitor.server'
import { FileRejected } from '~/server/files/errors'
import { m } from '~/server/i18n.server'
import { EntryRefused, createEntry, getFormDefinition, submitterKey } from './forms.server'
import type { Submitter } from './forms.server'
import { FIELD, HONEYPOT_FIELD, MAX_FILE_BYTES, acceptedKinds, isMultiValue, validateEntry } from './forms.shared'
import type { FileKind, FormValues } from './forms.shared'
import { acceptUpload, rejectionMessage, takeUploadQuota } from './uploads.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import type { AcceptedUpload } from './uploads.server'

/** A form field's hidden companion in the no-JavaScript form: the id of a file already uploaded for it. */
export const KEPT_UPLOAD_SUFFIX = '__upload'

/** Uploads a file for one field of one form (the field's allowed kinds apply), or with the general allow-list. */
export async function uploadForField(
  db: Db,
  input: { file: File; form: FormDataEntryValue | null; field: FormDataEntryValue | null; lang: Locale; visitorKey: string },
): Promise<AcceptedUpload> {
  let kinds: readonly FileKind[] | undefined
  const formId = Number(typeof input.form === 'string' ? input.form : NaN)
  if (Number.isSafeInteger(formId) && formId > 0 && typeof input.field === 'string') {
    const form = await getFormDefinition(db, input.lang, formId)
    const field = form?.fields.find((candidate) => candidate.slug === input.field && candidate.field_type === FIELD.file)
    if (field) kinds = acceptedKinds(field)
  }
  // refused before the bytes are read any further
  if (input.file.size > MAX_FILE_BYTES) throw new FileRejected('too-large')
  takeUploadQuota(input.visitorKey, clientAddressKey(), input.file.size)
  return acceptUpload(db, { bytes: new Uint8Array(await input.file.arrayBuffer()), name: input.file.name, kinds, visitorKey: input.visitorKey })
}

/** The visitor's cookie key and, when the server knows it (srvx sets `request.ip`), the network address. */
async function submitterOf(request: Request, visitorKey: string): Promise<Submitter> {
  const ip: unknown = Reflect.get(request, 'ip')
  return { visitor: await submitterKey(`visitor:${visitorKey}`), network: typeof ip === 'string' && ip ? await submitterKey(`ip:${ip}`) : null }
}

export type SubmitOutcome =
  | { kind: 'stored'; id: number; message: string }
  | { kind: 'invalid'; errors: Record<string, string>; values: FormValues }
  | { kind: 'rate-limited' }
  | { kind: 'not-found' }

/** Validates and stores one entry: the same path for the JSON endpoint and the plain HTML post. */
export async function submitForm(
  db: Db,
  input: { formId: number; submitted: Record<string, unknown>; lang: Locale; request: Request; visitorKey: string },
): Promise<SubmitOutcome> {
  const form = await getFormDefinition(db, input.lang, input.formId)
  if (!form) return { kind: 'not-found' }
  const message = form.success_text ?? m.forms_success_default({}, { locale: input.lang })
  const honeypot = input.submitted[HONEYPOT_FIELD]
  // a bot that filled the hidden field is thanked like a person, and nothing is stored
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'stored', id: 0, message }
  const { values, errors } = validateEntry(form, input.submitted, input.lang)
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values }
  try {
    const id = await createEntry(db, { form, values, lang: input.lang, visitorKey: input.visitorKey, submitter: await submitterOf(input.request, input.visitorKey) })
    return { kind: 'stored', id, message }
  } catch (error) {
    if (error instanceof EntryRefused) return error.refusal.kind === 'rate-limited' ? { kind: 'rate-limited' } : { kind: 'invalid', errors: error.refusal.errors, values }
    throw error
  }
}

/** What a plain HTML post that failed hands back to the page it re-renders. */
export interface NoJsSubmission {
  formId: number
  values: FormValues
  errors: Record<string, string>
  /** files that were accepted before another field failed: kept, so the visitor does not pick them again */
  uploads: Record<string, { id: string; name: string }>
  /** a message for the whole form (rate limit) */
  formError: string | null
}

const submissionContext = new AsyncLocalStorage<NoJsSubmission>()

export function runWithNoJsSubmission<T>(submission: NoJsSubmission, render: () => T): T {
  return submissionContext.run(submission, render)
}

export function currentNoJsSubmission(formId: number): NoJsSubmission | null {
  const submission = submissionContext.getStore()
  return submission && submission.formId === formId ? submission : null
}

export type NoJsOutcome = { kind: 'stored'; headers: Headers } | { kind: 'failed'; status: number; submission: NoJsSubmission; headers: Headers } | { kind: 'not-found' }

/**
 * A form posted without JavaScript (urlencoded or multipart): files are uploaded as temporary uploads first,
 * then the entry goes the same way as the JSON one. The pipeline has checked CSRF and the body size already.
 */
export async function handleNoJsPost(db: Db, request: Request, lang: Locale, formId: number): Promise<NoJsOutcome> {
  const headers = new Headers()
  const form = await getFormDefinition(db, lang, formId)
  if (!form) return { kind: 'not-found' }
  const visitorKey = ensureVisitorKey(request, headers)
  let body: FormData
  try {
    body = await request.formData()
  } catch {
    return { kind: 'failed', status: 400, headers, submission: { formId, values: {}, errors: {}, uploads: {}, formError: m.error_bad_request({}, { locale: lang }) } }
  }
  const submitted: Record<string, unknown> = {}
  const uploads: NoJsSubmission['uploads'] = {}
  const uploadErrors: Record<string, string> = {}
  for (const field of form.fields) {
    if (field.field_type === FIELD.file) {
      const part = body.get(field.slug)
      const kept = body.get(`${field.slug}${KEPT_UPLOAD_SUFFIX}`)
      if (part instanceof File && part.size > 0) {
        try {
          const accepted = await uploadForField(db, { file: part, form: String(formId), field: field.slug, lang, visitorKey })
          submitted[field.slug] = accepted.id
          uploads[field.slug] = { id: accepted.id, name: accepted.name }
        } catch (error) {
          if (!(error instanceof FileRejected)) throw error
          uploadErrors[field.slug] = rejectionMessage(error.reason, lang)
        }
      } else if (part instanceof File && part.name) {
        uploadErrors[field.slug] = rejectionMessage('empty', lang)
      } else if (typeof kept === 'string' && kept) {
        submitted[field.slug] = kept
        const name = body.get(`${field.slug}${KEPT_UPLOAD_SUFFIX}_name`)
        uploads[field.slug] = { id: kept, name: typeof name === 'string' ? name.slice(0, 200) : '' }
      }
      continue
    }
    const parts = body.getAll(field.slug).filter((part): part is string => typeof part === 'string')
    if (isMultiValue(field)) submitted[field.slug] = parts
    // a ticked box sends its value ("on"), an unticked one nothing
    else if (field.field_type === FIELD.checkbox) submitted[field.slug] = parts.length > 0
    else if (parts.length > 0) submitted[field.slug] = parts[0]
  }
  const honeypot = body.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string') submitted[HONEYPOT_FIELD] = honeypot
  if (Object.keys(uploadErrors).length > 0) {
    // a refused file fails the entry even when the field is optional: the visitor meant to send it
    const { errors } = validateEntry(form, submitted, lang)
    return { kind: 'failed', status: 400, headers, submission: { formId, values: valuesOf(submitted), errors: { ...errors, ...uploadErrors }, uploads, formError: null } }
  }
  const outcome = await submitForm(db, { formId, submitted, lang, request, visitorKey })
  switch (outcome.kind) {
    case 'not-found':
      return outcome
    case 'stored':
      return { kind: 'stored', headers }
    case 'rate-limited':
      return { kind: 'failed', status: 429, headers, submission: { formId, values: valuesOf(submitted), errors: {}, uploads, formError: m.forms_rate_limited({}, { locale: lang }) } }
    case 'invalid':
      return { kind: 'failed', status: 400, headers, submission: { formId, values: { ...outcome.values, ...valuesOf(submitted) }, errors: { ...outcome.errors, ...uploadErrors }, uploads, formError: null } }
  }
}

function valuesOf(submitted: Record<string, unknown>): FormValues {
  const values: FormValues = {}
  for (const [key, value] of Object.entries(submitted)) {
    if (key === HONEYPOT_FIELD) continue
    if (typeof value === 'string' || typeof value === 'boolean') values[key] = value
    else if (Array.isArray(value)) values[key] = value.filter((item): item is string => typeof item === 'string')
  }
  return values
}
