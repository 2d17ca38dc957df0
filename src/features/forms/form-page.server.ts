import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { CSRF_COOKIE, createCsrfToken, isValidCsrfToken } from '~/server/auth/csrf.server'
import { isHttps, parseCookies, serializeCookie } from '~/server/http/cookies'
import { ensureVisitorKey } from '~/server/auth/visitor.server'
import { currentNoJsSubmission } from './form-submission.server'
import type { FormPageContext } from './forms.functions'

/**
 * What a form page needs beyond the form itself: the visitor's CSRF token for the post without JavaScript (the
 * page is rendered per visitor for it, and sets the cookie when the visitor has none yet), and the values and
 * errors of a failed post being shown again.
 */
export async function formPageContext(formId: number): Promise<FormPageContext> {
  const request = getRequest()
  const current = parseCookies(request.headers.get('cookie'))[CSRF_COOKIE]
  let csrf = current
  if (!csrf || !(await isValidCsrfToken(csrf))) {
    csrf = await createCsrfToken()
    appendResponseHeader('set-cookie', serializeCookie(CSRF_COOKIE, csrf, { sameSite: 'Lax', secure: isHttps(request), maxAge: 365 * 24 * 3600 }))
  }
  // uploads belong to the visitor's key: hand it out now, so that two files picked at once share one key
  const headers = new Headers()
  ensureVisitorKey(request, headers)
  for (const cookie of headers.getSetCookie()) appendResponseHeader('set-cookie', cookie)
  return { csrf, submission: currentNoJsSubmission(formId) }
}
