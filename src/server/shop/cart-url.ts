import { appConfig } from '../../../app.config'
import type { Locale } from '~/contract/shared'

/** Where the cart is: the web shop link of the design settings, in the visitor's language. */
export function cartUrl(lang: Locale): string {
  const base = appConfig.design.webShopLink
  return lang === 'de' ? base : `${base}${base.includes('?') ? '&' : '?'}lang=${lang}`
}
