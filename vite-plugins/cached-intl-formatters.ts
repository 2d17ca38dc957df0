import type { Plugin } from 'vite'

const REGISTRY = /[\\/]paraglide[\\/]registry\.js$/
const PLURAL = 'return new Intl.PluralRules(locale, options).select(Number(input))'
const NUMBER = 'return new Intl.NumberFormat(locale, options).format(Number(input))'

/**
 * Paraglide's compiled messages make a new `Intl.PluralRules` for every plural they say ("370 Veranstaltungen"): about
 * 1 % of a programme page's server rendering went to constructing them. This keeps one per locale and options, for the
 * plurals and the numbers, in the server and in the browser. A paraglide upgrade that changes the two lines stops the
 * build, rather than silently dropping the cache.
 */
export function cachedIntlFormatters(): Plugin {
  let seen = false
  return {
    name: 'foyer:cached-intl-formatters',
    enforce: 'post',
    transform(code, id) {
      if (!REGISTRY.test(id)) return null
      seen = true
      if (!code.includes(PLURAL) || !code.includes(NUMBER)) this.error('paraglide/registry.js no longer makes its formatters as expected: update vite-plugins/cached-intl-formatters.ts')
      const cache = [
        'const foyerFormatters = new Map()',
        'function foyerFormatter(kind, locale, options) {',
        '  const key = kind + locale + JSON.stringify(options ?? null)',
        '  let formatter = foyerFormatters.get(key)',
        "  if (!formatter) foyerFormatters.set(key, (formatter = kind === 'plural' ? new Intl.PluralRules(locale, options) : new Intl.NumberFormat(locale, options)))",
        '  return formatter',
        '}',
      ].join('\n')
      return {
        code: `${code.replace(PLURAL, "return foyerFormatter('plural', locale, options).select(Number(input))").replace(NUMBER, "return foyerFormatter('number', locale, options).format(Number(input))")}\n${cache}\n`,
        map: null,
      }
    },
    buildEnd(error) {
      if (!error && !seen && this.environment.config.command === 'build') this.error('paraglide/registry.js was not part of the build: update vite-plugins/cached-intl-formatters.ts')
    },
  }
}
