import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/contract/shared'
import { localizedSections } from '~/lib/i18n/localized-paths'

/**
 * The editors' page of the magazine (path mediathek-de / mediathek-en), for its headline and meta data; null
 * when nobody made one. Asked on the server so that a missing page is no failed request in the browser.
 */
export const getMagazinePageData = createServerFn({ method: 'GET' })
  .validator(v.object({ lang: LocaleSchema }))
  .handler(async ({ data }) => {
    const { api } = await import('~/contract/visitor-api')
    try {
      const page = await api.call('page', { params: { lang: data.lang, path: localizedSections.magazine[data.lang] } })
      if (!page.is_online) return null
      return {
        title: page.title,
        headline: page.headline,
        meta_title: page.meta_title,
        meta_description: page.meta_description,
        og_title: page.og_title,
        og_description: page.og_description,
        og_image: page.og_image,
        page_class: page.page_class,
      }
    } catch {
      return null
    }
  })
