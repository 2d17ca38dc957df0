import { describe, expect, it } from 'vitest'
import { consoleEntry, withoutEmailAddresses } from './log.server'
import { networkOf } from './observe.server'

describe('log entries', () => {
  it('turn a console call into a scope, a message and the error', () => {
    const error = new Error('connection refused')
    expect(consoleEntry(['[static] not generated', '/de/x', 500])).toEqual({ scope: 'static', msg: 'not generated /de/x 500' })
    expect(consoleEntry(['[mail] the outbox worker failed', error])).toEqual({ scope: 'mail', msg: 'the outbox worker failed', err: error })
    expect(consoleEntry([error])).toEqual({ msg: 'connection refused', err: error })
  })

  it('carry no e-mail address', () => {
    expect(withoutEmailAddresses('mail to besucherin@foyer.example failed')).toBe('mail to <e-mail> failed')
    expect(consoleEntry(['[mail] dropped for', 'a.b+c@theater.example.org']).msg).toBe('dropped for <e-mail>')
  })

  it('name a client by its network only, unless configured otherwise', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24')
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48')
  })
})
