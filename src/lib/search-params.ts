/**
 * The router's search parameters, read and written as TanStack Router's defaults do (`defaultParseSearch`,
 * `defaultStringifySearch`: a value that is JSON is taken as JSON, a text that would read as JSON is written quoted),
 * without trying `JSON.parse` on every value that starts like JSON. The defaults do, and a date such as `03-12-2026`
 * starts with a digit: each link of a programme filtered by a date threw and caught an exception, about 2.5 % of such a
 * rendering on the server (decision 0051) and the same work in the browser.
 */

/** A JSON number, `true`, `false` or `null`, and the whitespace JSON allows after it. */
const JSON_SCALAR = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)[\t\n\r ]*$/
/** What else may start a JSON text: a string, an array, an object, whitespace (as the defaults test it). */
const JSON_COMPOUND_START = /^(?:\s|["[{])/

/** The text as JSON when it is JSON, otherwise `undefined`; only texts that may be JSON compound values reach `JSON.parse`. */
function asJson(text: string): { value: unknown } | undefined {
  if (JSON_SCALAR.test(text)) return { value: JSON.parse(text) }
  if (!JSON_COMPOUND_START.test(text)) return undefined
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}

/** `true` and `false` as booleans and numbers that read back as themselves as numbers, as the router's `decode` does. */
function plainValue(text: string): unknown {
  if (text === 'false') return false
  if (text === 'true') return true
  const number = Number(text)
  return text !== '' && Number.isFinite(number) && String(number) === text ? number : text
}

export function parseSearch(searchText: string): Record<string, unknown> {
  const params = new URLSearchParams(searchText.startsWith('?') ? searchText.slice(1) : searchText)
  const search: Record<string, unknown> = Object.create(null)
  for (const [key, text] of params) {
    const value = plainValue(text)
    const previous = search[key]
    if (previous === undefined || previous === null) search[key] = value
    else if (Array.isArray(previous)) previous.push(value)
    else search[key] = [previous, value]
  }
  // a single text that is JSON is its value (a repeated parameter's texts stay texts, as with the defaults)
  for (const key in search) {
    const value = search[key]
    if (typeof value !== 'string') continue
    const json = asJson(value)
    if (json) search[key] = json.value
  }
  return search
}

function stringifyValue(value: unknown): string {
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value)
    } catch {
      return String(value)
    }
  }
  if (typeof value === 'string') return asJson(value) ? JSON.stringify(value) : value
  return String(value)
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const key in search) {
    const value = search[key]
    if (value !== undefined) params.set(key, stringifyValue(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
