// The type of a file decided by its content (magic bytes), never by its name or the browser's claim.

export type FileKind = 'image' | 'pdf' | 'audio' | 'video' | 'document'
export type SniffedType = { mime: string; ext: string; kind: FileKind }

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1')
}

/** ISO base media files (MP4, AVIF, M4A …) name their brand at byte 8 after `ftyp`. */
function isoBrand(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return null
  return String.fromCharCode(...bytes.subarray(8, 12))
}

const DECODER = new TextDecoder('utf-8', { fatal: true })

/** Plain UTF-8 text without control characters; markup that a browser would run is not plain text. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false
  let text: string
  try {
    text = DECODER.decode(bytes)
  } catch {
    return false
  }
  // tab, line feed, carriage return and form feed are text; other control characters are not
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return false
  }
  return !/<\s*(html|script|svg|iframe|object|embed|body|!doctype)\b/i.test(text)
}

const SIGNATURES: { signature: readonly number[]; offset?: number; type: SniffedType }[] = [
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', ext: 'png', kind: 'image' } },
  { signature: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', ext: 'jpg', kind: 'image' } },
  { signature: ascii('GIF87a'), type: { mime: 'image/gif', ext: 'gif', kind: 'image' } },
  { signature: ascii('GIF89a'), type: { mime: 'image/gif', ext: 'gif', kind: 'image' } },
  { signature: ascii('%PDF-'), type: { mime: 'application/pdf', ext: 'pdf', kind: 'pdf' } },
  { signature: ascii('ID3'), type: { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' } },
  { signature: [0xff, 0xfb], type: { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' } },
  { signature: [0xff, 0xf3], type: { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' } },
  { signature: [0xff, 0xf2], type: { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' } },
  { signature: ascii('OggS'), type: { mime: 'audio/ogg', ext: 'ogg', kind: 'audio' } },
  { signature: [0x1a, 0x45, 0xdf, 0xa3], type: { mime: 'video/webm', ext: 'webm', kind: 'video' } },
]

/**
 * Recognises the formats the site accepts anywhere: images (PNG, JPEG, GIF, WebP, AVIF), PDF, audio (MP3, M4A,
 * Ogg, WAV), video (MP4, WebM), Office documents (DOCX, XLSX) and plain UTF-8 text. Anything else — executables,
 * HTML, SVG, archives — is null. Pass at least the first 4 KB; Office documents need the whole file.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  for (const { signature, offset, type } of SIGNATURES) {
    if (startsWith(bytes, signature, offset)) return type
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp', kind: 'image' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return { mime: 'audio/wav', ext: 'wav', kind: 'audio' }
  const brand = isoBrand(bytes)
  if (brand !== null) {
    if (brand === 'avif' || brand === 'avis') return { mime: 'image/avif', ext: 'avif', kind: 'image' }
    if (brand === 'M4A ') return { mime: 'audio/mp4', ext: 'm4a', kind: 'audio' }
    if (/^(isom|iso2|mp41|mp42|avc1|M4V |dash)$/.test(brand)) return { mime: 'video/mp4', ext: 'mp4', kind: 'video' }
    return null
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (contains(bytes, 'word/document.xml')) {
      return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', kind: 'document' }
    }
    if (contains(bytes, 'xl/workbook.xml')) {
      return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', kind: 'document' }
    }
    return null
  }
  if (isPlainText(bytes)) return { mime: 'text/plain', ext: 'txt', kind: 'document' }
  return null
}
