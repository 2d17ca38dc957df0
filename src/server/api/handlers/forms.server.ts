import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { m } from '~/server/i18n.server'
import { FileRejected } from '~/server/files/errors'
import { submitForm, uploadForField } from '~/features/forms/form-submission.server'
import { getFormDefinition } from '~/features/forms/forms.server'
import { rejectionMessage } from '~/features/forms/uploads.server'

const UPLOAD_STATUS = { empty: 400, 'too-large': 413, 'type-not-allowed': 415, unreadable: 400, 'too-many-pixels': 413, infected: 400, 'over-quota': 429 } as const

export const formsHandlers = defineHandlers({
  form: async ({ db, lang, params }) => {
    const id = Number(params.id)
    const form = Number.isSafeInteger(id) && id > 0 ? await getFormDefinition(db, lang, id) : null
    if (!form) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    return form
  },
  tempFile: async ({ db, lang, body, visitorKey }) => {
    const file = body.get('file')
    if (!(file instanceof File)) throw new HttpError(400, m.forms_file_missing({}, { locale: lang }), { file: [m.forms_file_missing({}, { locale: lang })] })
    try {
      return await uploadForField(db, { file, form: body.get('form'), field: body.get('field'), lang, visitorKey: await visitorKey() })
    } catch (error) {
      if (error instanceof FileRejected) {
        const message = rejectionMessage(error.reason, lang)
        throw new HttpError(UPLOAD_STATUS[error.reason], message, { file: [message] })
      }
      throw error
    }
  },
  formEntry: async ({ db, lang, body, request, visitorKey }) => {
    const outcome = await submitForm(db, { formId: body.form, submitted: body.field_values, lang, request, visitorKey: await visitorKey() })
    switch (outcome.kind) {
      case 'not-found':
        throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
      case 'rate-limited':
        throw new HttpError(429, m.forms_rate_limited({}, { locale: lang }))
      case 'invalid':
        throw new HttpError(400, m.forms_has_errors({}, { locale: lang }), Object.fromEntries(Object.entries(outcome.errors).map(([slug, message]) => [slug, [message]])))
      case 'stored':
        return { id: outcome.id, message: outcome.message }
    }
  },
})
