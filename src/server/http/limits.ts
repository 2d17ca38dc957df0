/** Request body limits: JSON and server functions are small; uploads may carry one document or image. */
export const BODY_LIMITS = {
  json: 256 * 1024,
  serverFunction: 1024 * 1024,
  upload: 10 * 1024 * 1024,
} as const

export function bodyLimitFor(pathname: string): number {
  if (pathname.endsWith('/api/temp-files/')) return BODY_LIMITS.upload
  if (pathname.startsWith('/_serverFn')) return BODY_LIMITS.serverFunction
  return BODY_LIMITS.json
}
