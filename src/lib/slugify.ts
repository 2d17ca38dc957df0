/**
 * A slug or key from a name: German transliteration (ä → ae, ß → ss), other accents dropped (ó → o, ø → o), and
 * every run of anything else one separator (`-` for addresses, `_` for keys).
 */
export function slugify(text: string, separator: '-' | '_' = '-'): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replaceAll(' ', separator)
}
