import { describe, expect, it } from 'vitest'
import { newNonce } from './nonce'

describe('nonces', () => {
  it('are 18 random bytes each, never repeated across the batches they are drawn in', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18)
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{24}$/.test(nonce))).toBe(true)
    // 1,000 nonces span four batches of 256
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
