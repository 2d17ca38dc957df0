import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { FormValues } from './forms.shared'

export interface FormPageContext {
  csrf: string
  submission: {
    values: FormValues
    errors: Record<string, string>
    uploads: Record<string, { id: string; name: string }>
    formError: string | null
  } | null
}

export const getFormPageContext = createServerFn({ method: 'GET' })
  .validator(v.object({ formId: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }): Promise<FormPageContext> => {
    const { formPageContext } = await import('./form-page.server')
    return formPageContext(data.formId)
  })
