import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_EDITOR_PASSWORD, DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD } from '~/server/db/seed/credentials'
import { refusedAsNewPassword, refusedForStaff } from './known-passwords.server'

afterEach(() => vi.unstubAllEnvs())

describe('known passwords', () => {
  it('keep staff out, the demo passwords only where demo accounts are allowed', () => {
    vi.stubEnv('FOYER_DEMO', '')
    vi.stubEnv('FOYER_ALLOW_DEMO_ACCOUNTS', '')
    expect(refusedForStaff(DEMO_EDITOR_PASSWORD)).toBe(true)
    expect(refusedForStaff('PASSWORD')).toBe(true)
    expect(refusedForStaff('Kranich-Brücke-7')).toBe(false)
    vi.stubEnv('FOYER_DEMO', '1')
    expect(refusedForStaff(DEMO_EDITOR_PASSWORD)).toBe(false)
    expect(refusedForStaff('password')).toBe(true)
  })

  it('are never a new password, but a demo account may go back to its own in the demo', () => {
    vi.stubEnv('FOYER_DEMO', '')
    vi.stubEnv('FOYER_ALLOW_DEMO_ACCOUNTS', '')
    expect(refusedAsNewPassword(DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD)).toBe(true)
    vi.stubEnv('FOYER_ALLOW_DEMO_ACCOUNTS', '1')
    expect(refusedAsNewPassword(DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD)).toBe(false)
    expect(refusedAsNewPassword(DEMO_VISITOR_EMAIL, DEMO_EDITOR_PASSWORD)).toBe(true)
    expect(refusedAsNewPassword('lena@example.org', DEMO_VISITOR_PASSWORD)).toBe(true)
  })
})
