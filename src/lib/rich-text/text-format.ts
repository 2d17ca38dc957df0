/** Lexical's text format bitmask (TextNode `format`). */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const
export type TextFormat = keyof typeof TEXT_FORMAT

export function hasFormat(format: number, flag: TextFormat): boolean {
  return (format & TEXT_FORMAT[flag]) !== 0
}
