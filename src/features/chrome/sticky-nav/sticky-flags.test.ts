import { describe, expect, it } from 'vitest'
import { stickyNavFlags, stickyNavVisibility } from './sticky-flags'
import { headerScrollState } from '../header/header-scroll'

describe('sticky navigation flags', () => {
  it('sets the offset flag once scrolled more than half the viewport', () => {
    expect(stickyNavFlags(400, 800, 3000).offset).toBe(false)
    expect(stickyNavFlags(401, 800, 3000).offset).toBe(true)
  })

  it('sets the footer-area flag when the footer top is inside the viewport', () => {
    expect(stickyNavFlags(2000, 800, 800).footerArea).toBe(false)
    expect(stickyNavFlags(2000, 800, 799).footerArea).toBe(true)
    expect(stickyNavFlags(2000, 800, -50).footerArea).toBe(true)
    expect(stickyNavFlags(2000, 800, null).footerArea).toBe(false)
  })

  it('shows sticky links and scroll-to-top only after the offset', () => {
    expect(stickyNavVisibility({ offset: false, footerArea: false })).toEqual({ links: false, scrollToTop: false })
    expect(stickyNavVisibility({ offset: true, footerArea: false })).toEqual({ links: true, scrollToTop: true })
  })

  it('hides sticky links in the footer area but keeps scroll-to-top', () => {
    expect(stickyNavVisibility({ offset: true, footerArea: true })).toEqual({ links: false, scrollToTop: true })
  })
})

describe('header scroll state', () => {
  it('is scrolled past a quarter of the window height', () => {
    expect(headerScrollState(250, 1000, false, false).scrolled).toBe(false)
    expect(headerScrollState(251, 1000, false, false).scrolled).toBe(true)
  })

  it('is never scrolled while the menu is open', () => {
    expect(headerScrollState(5000, 1000, true, true).scrolled).toBe(false)
  })

  it('shrinks after a 30 px shift and expands again only near the top', () => {
    expect(headerScrollState(30, 1000, false, false).shrunk).toBe(false)
    expect(headerScrollState(31, 1000, false, false).shrunk).toBe(true)
    expect(headerScrollState(12, 1000, false, true).shrunk).toBe(true)
    expect(headerScrollState(9, 1000, false, true).shrunk).toBe(false)
  })
})
