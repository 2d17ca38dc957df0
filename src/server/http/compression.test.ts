import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compress } from './compression'

describe('compress', () => {
  it('answers exactly the compressed bytes in a buffer of their own, not a slice of a larger shared one', async () => {
    const page = Buffer.from('<p>„Die Vorstellung“ – heute im Foyer</p>'.repeat(500))
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await compress(page, encoding, 'quick')
      // a slice of Node's buffer pool would sit in an ArrayBuffer of 64 KB
      expect(packed.length).toBeLessThan(4096)
      expect(packed.byteOffset).toBe(0)
      expect(packed.buffer.byteLength).toBe(packed.length)
      expect((encoding === 'br' ? brotliDecompressSync(packed) : gunzipSync(packed)).equals(page)).toBe(true)
    }
  })
})
