import { createContractClient, isContractError } from '~/contract/client'
import { previewEndpoints } from '~/contract/preview'
import { transport } from '~/contract/transport'
import type { Locale } from '~/contract/shared'
import type { PreviewState } from './PreviewPage'

/** The preview route's own client: only the preview call's schemas come with it. */
const previewApi = createContractClient(previewEndpoints, transport)

/** What a preview link opens; never cached (each load asks again, so a revoked link stops at once). */
export async function loadPreview(lang: Locale, token: string): Promise<PreviewState & { alternates: Record<string, string>; bodyClass: string }> {
  try {
    const preview = await previewApi.call('previewPage', { params: { lang, token } })
    return { state: 'open', preview, alternates: {}, bodyClass: preview.page.page_class }
  } catch (error) {
    if (isContractError(error, 410)) return { state: 'gone', alternates: {}, bodyClass: '' }
    if (isContractError(error, 404)) return { state: 'missing', alternates: {}, bodyClass: '' }
    throw error
  }
}
