import { describe, expect, it } from 'vitest'
import { menuLinkState } from './menu-paths'

describe('menu link state', () => {
  it('marks the current page', () => {
    expect(menuLinkState('/de/programm', '/de/programm')).toBe('page')
    expect(menuLinkState('/de/programm/', '/de/programm')).toBe('page')
  })

  it('marks the section of a page below it', () => {
    expect(menuLinkState('/de/besuch/anfahrt', '/de/besuch')).toBe('ancestor')
  })

  it('does not confuse siblings with a common prefix', () => {
    expect(menuLinkState('/de/besucherservice', '/de/besuch')).toBeNull()
  })

  it('never treats the language root as an ancestor', () => {
    expect(menuLinkState('/de/programm', '/de')).toBeNull()
    expect(menuLinkState('/de', '/de')).toBe('page')
  })
})
