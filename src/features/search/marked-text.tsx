import { Fragment } from 'react'

const START = '\uE000'
const END = '\uE001'

/** The parts of a marked text (U+E000 … U+E001 around matched words), as plain text: never parsed as markup. */
export function markedParts(text: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = []
  let marked = false
  let current = ''
  for (const char of text) {
    if (char === START || char === END) {
      if (current) parts.push({ text: current, marked })
      current = ''
      marked = char === START
      continue
    }
    current += char
  }
  if (current) parts.push({ text: current, marked })
  return parts
}

/** A hit's title or excerpt with its matched words in <mark>. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {markedParts(text).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  )
}
