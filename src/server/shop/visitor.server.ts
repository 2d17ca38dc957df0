import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { ensureVisitorKey, readVisitorKey } from '~/server/auth/visitor.server'

/** The visitor of the current server-function call; created (with its cookie) only where a cart is written. */
export function serverFnVisitor(create: true): string
export function serverFnVisitor(create: false): string | undefined
export function serverFnVisitor(create: boolean): string | undefined {
  const request = getRequest()
  if (!create) return readVisitorKey(request)
  const headers = new Headers()
  const key = ensureVisitorKey(request, headers)
  for (const cookie of headers.getSetCookie()) appendResponseHeader('set-cookie', cookie)
  return key
}

export function appendCookies(cookies: readonly string[]): void {
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
}
