import { describe, expect, it } from 'vitest'
import { FileRejected } from '~/server/files/errors'
import { UPLOAD_QUOTA, takeUploadQuota } from './uploads.server'

const MB = 1024 * 1024

/** How many of `files` uploads of `bytes` each the quota lets through. */
function accepted(files: number, bytes: number, visitor: (index: number) => string, address: string, now = 0): number {
  let passed = 0
  for (let index = 0; index < files; index++) {
    try {
      takeUploadQuota(visitor(index), address, bytes, now)
      passed++
    } catch (error) {
      expect(error).toBeInstanceOf(FileRejected)
      if (error instanceof FileRejected) expect(error.reason).toBe('over-quota')
    }
  }
  return passed
}

describe('upload quotas of anonymous visitors', () => {
  it('stop one visitor after its files of the hour (100 × 1 MB: 20 kept)', () => {
    expect(accepted(100, MB, () => 'visitor-one', '203.0.113.10')).toBe(UPLOAD_QUOTA.visitor.count)
    // an hour later the visitor may upload again
    expect(accepted(1, MB, () => 'visitor-one', '203.0.113.10', UPLOAD_QUOTA.windowMs)).toBe(1)
  })

  it('stop one visitor after its bytes of the hour', () => {
    expect(accepted(10, 8 * MB, () => 'visitor-big', '203.0.113.11')).toBe(5)
  })

  it('stop an address that mints a new visitor cookie for every file, an IPv6 /64 as one address', () => {
    expect(accepted(200, 10_000, (index) => `minted-${index}`, '203.0.113.12')).toBe(UPLOAD_QUOTA.address.count)
    expect(accepted(200, 10_000, (index) => `minted-v6-${index}`, '2001:db8:5:6::/64')).toBe(UPLOAD_QUOTA.address.count)
    // another address is not affected
    expect(accepted(1, 10_000, () => 'elsewhere', '198.51.100.12')).toBe(1)
  })
})
