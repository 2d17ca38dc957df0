import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { CmsPage } from './cms'
import { LocaleSchema } from './shared'

// The one call of a preview link's page: a reviewer without an account reads a page's draft in one language. Its
// own small table, so that the preview route brings no editor schemas into the visitor's bundle.

/** What a preview link carries after `/{lang}/preview/`: 32 random bytes, base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The choices of a link's lifetime in days; never longer than the last. */
export const PREVIEW_LINK_DAYS = [1, 3, 7, 14] as const
export const MAX_PREVIEW_LINK_DAYS = 14

/** The address of a preview link (the token is the whole secret). */
export function previewLinkPath(lang: v.InferOutput<typeof LocaleSchema>, token: string): string {
  return `/${lang}/preview/${token}`
}

export const PreviewPage = v.object({
  page: CmsPage,
  lang: LocaleSchema,
  expires_at: v.string(),
})
export type PreviewPage = v.InferOutput<typeof PreviewPage>

export const previewEndpoints = {
  /** the draft of the link's page (404 for an unknown token, 410 for a revoked or expired link) */
  previewPage: defineEndpoint({ method: 'GET', path: '/{lang}/api/preview/{token}/', response: PreviewPage }),
}
