/** The search page for a submitted text; empty text submits nothing (spec platform.md §5). */
export function searchHref(lang: string, text: string): string | null {
  const query = text.trim()
  return query ? `/${lang}/search?q=${encodeURIComponent(query)}` : null
}
