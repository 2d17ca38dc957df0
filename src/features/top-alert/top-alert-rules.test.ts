import { describe, expect, it } from 'vitest'
import type { TopAlert } from '~/contract/site'
import { visibleTopAlert } from './top-alert-rules'

const alert = (id: number): TopAlert => ({ id, title: `Alert ${id}`, text: 'Text', link: null, link_title: null })

describe('top alert visibility', () => {
  it('shows the first alert when none was closed', () => {
    expect(visibleTopAlert([alert(7), alert(3)], null, false)?.id).toBe(7)
  })

  it('shows nothing without alerts', () => {
    expect(visibleTopAlert([], null, false)).toBeNull()
    expect(visibleTopAlert(undefined, null, false)).toBeNull()
  })

  it('hides the alert the visitor closed', () => {
    expect(visibleTopAlert([alert(7)], '7', false)).toBeNull()
  })

  it('shows a newer alert although an older one was closed', () => {
    expect(visibleTopAlert([alert(8)], '7', false)?.id).toBe(8)
  })

  it('hides the alert while the menu drawer is open and shows it again when it closes', () => {
    expect(visibleTopAlert([alert(7)], null, true)).toBeNull()
    expect(visibleTopAlert([alert(7)], null, false)?.id).toBe(7)
  })
})
