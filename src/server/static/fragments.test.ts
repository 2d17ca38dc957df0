import { describe, expect, it } from 'vitest'
import { fragmentOf, withFragment } from './fragments'

const alert = (text: string) => `<div data-fragment="top-alert" class="f"><section><h2>${text}</h2></section><script type="application/json" data-fragment-end="top-alert">{"lang":"de","alerts":[{"title":"${text}"}]}</script></div>`
const page = (fragment: string) => Buffer.from(`<!doctype html><body><a href="#main">Skip</a>${fragment}<header><div>Menü</div></header><script type="module">1</script></body>`)

describe('site fragments in a generated page', () => {
  it('finds the fragment from its element to its data block', () => {
    expect(fragmentOf(page(alert('Sturm')), 'top-alert')?.toString()).toBe(alert('Sturm'))
    expect(fragmentOf(page(''), 'top-alert')).toBeNull()
  })

  it('replaces the fragment and leaves the rest of the page as it was', () => {
    const replaced = withFragment(page(alert('Sturm')), 'top-alert', Buffer.from(alert('Hitze')))
    expect(replaced?.toString()).toBe(page(alert('Hitze')).toString())
  })

  it('returns the same buffer when the page shows this fragment already, null when it has none', () => {
    const html = page(alert('Sturm'))
    expect(withFragment(html, 'top-alert', Buffer.from(alert('Sturm')))).toBe(html)
    expect(withFragment(page(''), 'top-alert', Buffer.from(alert('Sturm')))).toBeNull()
  })

  it('an empty fragment (no alert) is replaced by a full one and back', () => {
    const empty = '<div data-fragment="top-alert" class="f"><script type="application/json" data-fragment-end="top-alert">{"lang":"de","alerts":[]}</script></div>'
    const full = withFragment(page(empty), 'top-alert', Buffer.from(alert('Sturm')))
    expect(full?.toString()).toBe(page(alert('Sturm')).toString())
    expect(full && withFragment(full, 'top-alert', Buffer.from(empty))?.toString()).toBe(page(empty).toString())
  })
})
