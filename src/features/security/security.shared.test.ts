import { describe, expect, it } from 'vitest'
import { detailsText } from './security.shared'

describe('detailsText', () => {
  it('reads a role change as one line, nested keys joined with a dot', () => {
    expect(detailsText({ from: { kind: 'visitor', active: true }, to: { kind: 'editor', active: true } })).toBe(
      'from.kind: visitor · from.active: true · to.kind: editor · to.active: true',
    )
  })

  it('leaves out what was not given and shows nothing for no details', () => {
    expect(detailsText({ site: false, shop: undefined })).toBe('site: false')
    expect(detailsText({})).toBe('')
  })
})
