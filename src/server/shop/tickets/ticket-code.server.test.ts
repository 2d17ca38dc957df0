import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signTicketCode, verifyTicketCode } from './ticket-code.server'

// A ticket's QR code: readable by anyone, made only by the site that knows the secret.

const secret = randomBytes(48)

describe('signed ticket codes', () => {
  it('verifies a code this site signed, naming its order and ticket', async () => {
    const code = signTicketCode(secret, 4711, 3)
    expect(code).toMatch(/^T1\.4711\.3\.[A-Za-z0-9_-]{43}$/)
    expect(await verifyTicketCode(code, secret)).toEqual({ orderId: 4711, index: 3 })
  })

  it('refuses a code whose order, ticket or signature was changed', async () => {
    const code = signTicketCode(secret, 4711, 3)
    const [prefix, , , signature = ''] = code.split('.')
    expect(await verifyTicketCode(`${prefix}.4712.3.${signature}`, secret)).toBeNull()
    expect(await verifyTicketCode(`${prefix}.4711.4.${signature}`, secret)).toBeNull()
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    expect(await verifyTicketCode(`${prefix}.4711.3.${flipped}`, secret)).toBeNull()
    expect(await verifyTicketCode(`T2.4711.3.${signature}`, secret)).toBeNull()
    expect(await verifyTicketCode(`${code}x`, secret)).toBeNull()
    expect(await verifyTicketCode('', secret)).toBeNull()
  })

  it('refuses a code signed with another secret', async () => {
    const foreign = signTicketCode(randomBytes(48), 4711, 3)
    expect(await verifyTicketCode(foreign, secret)).toBeNull()
  })

  it('uses the site secret when none is given', async () => {
    const previous = process.env.SECRET_KEY
    process.env.SECRET_KEY = 's'.repeat(40)
    try {
      const code = signTicketCode(Buffer.from('s'.repeat(40)), 12, 1)
      expect(await verifyTicketCode(code)).toEqual({ orderId: 12, index: 1 })
    } finally {
      if (previous === undefined) delete process.env.SECRET_KEY
      else process.env.SECRET_KEY = previous
    }
  })
})
