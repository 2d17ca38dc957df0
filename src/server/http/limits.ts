/** Request body limits: JSON and server functions are small; uploads may carry one document or image. */
export const BODY_LIMITS = {
  json: 256 * 1024,
  serverFunction: 1024 * 1024,
  upload: 10 * 1024 * 1024,
  /** the media library takes video and audio too (each kind has its own, smaller cap) */
  media: 50 * 1024 * 1024 + 64 * 1024,
  /** a form page posted without JavaScript carries its files in the same body (per-form file cap plus the text) */
  formPost: 21 * 1024 * 1024,
} as const

/** `withSession`: the request carries a session cookie (the media library's large uploads are for editors only). */
export function bodyLimitFor(pathname: string, withSession = false): number {
  if (pathname.endsWith('/api/temp-files/')) return BODY_LIMITS.upload
  if (pathname.endsWith('/api/media/upload/')) return withSession ? BODY_LIMITS.media : BODY_LIMITS.json
  if (pathname.startsWith('/_serverFn')) return BODY_LIMITS.serverFunction
  if (/^\/(de|en)\/forms\//.test(pathname)) return BODY_LIMITS.formPost
  return BODY_LIMITS.json
}
