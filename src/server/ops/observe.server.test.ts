import { describe, expect, it } from 'vitest'
import { loggedPath } from './observe.server'

describe('the logged path of a request', () => {
  it('leaves out the query and a preview link token, keeps the rest', () => {
    expect(loggedPath('http://127.0.0.1:3000/de/programm?q=geheim')).toBe('/de/programm')
    expect(loggedPath('http://127.0.0.1:3000/de/preview/Z9m7390_fgALdjAMOTtwpdlqu9urw8eNvVtZ5Y2hexE')).toBe('/de/preview/…')
    expect(loggedPath('http://127.0.0.1:3000/en/api/preview/Z9m7390_fgALdjAMOTtwpdlqu9urw8eNvVtZ5Y2hexE/')).toBe('/en/api/preview/…/')
    expect(loggedPath('http://127.0.0.1:3000/')).toBe('/')
  })
})
