import { createFileRoute, redirect } from '@tanstack/react-router'
import { baseLocale, isLocale } from '~/lib/i18n/localized-paths'

/** The root only chooses a language (the server does the same from Accept-Language before rendering). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const preferred = typeof navigator === 'undefined' ? baseLocale : navigator.language.slice(0, 2)
    throw redirect({ to: '/$lang', params: { lang: isLocale(preferred) ? preferred : baseLocale }, statusCode: 302 })
  },
})
