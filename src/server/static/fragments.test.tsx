import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { menuLinkAttributes } from '~/features/chrome/header/menu-paths'
import { fragmentForPage, fragmentOf, neutralFragment, withFragment } from './fragments'

const alert = (text: string) =>
  `<div data-fragment="top-alert" class="f"><section><h2>${text}</h2></section><script type="application/json" data-fragment-end="top-alert">{"lang":"de","alerts":[{"title":"${text}"}]}</script></div>`
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

describe('the menus as site fragments', () => {
  const urls = ['/de', '/de/besuch', '/de/besuch/anfahrt', '/de/programm?tag=oper&ort=studio', 'https://example.org/karten']
  /** the menu as React renders it on a page: links as SmartLink writes them, an overview link without a mark */
  const menu = (pathname: string) =>
    Buffer.from(
      `<div data-fragment="menu" class="c">${renderToStaticMarkup(
        <nav>
          <a href="/de/besuch" className="title" aria-label="Besuch: Übersicht">
            Besuch
          </a>
          <ul>
            {urls.map((url) => (
              <li key={url}>
                <a href={url} className="link" {...menuLinkAttributes(pathname, url)}>
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </nav>,
      )}<script type="application/json" data-fragment-end="menu">null</script></div>`,
    )

  it('a menu taken from one page, made for another, is what React renders on that page', () => {
    const neutral = neutralFragment('menu', menu('/de'))
    expect(neutral.toString()).not.toMatch(/aria-current|data-ancestor/)
    for (const pathname of ['/de', '/de/besuch', '/de/besuch/anfahrt', '/de/programm', '/de/programm/x/12', '/de/impressum']) {
      expect(fragmentForPage('menu', neutral, pathname).toString()).toBe(menu(pathname).toString())
    }
    // the page's own entry and its section's
    expect(fragmentForPage('menu', neutral, '/de/besuch/anfahrt').toString()).toContain('<a href="/de/besuch" class="link" data-menu-link="" data-ancestor="">')
    expect(fragmentForPage('menu', neutral, '/de/besuch/anfahrt').toString()).toContain('<a href="/de/besuch/anfahrt" class="link" data-menu-link="" aria-current="page">')
  })

  it('the same taken from a marked page, and a fragment without marks stays as it is', () => {
    const neutral = neutralFragment('menu', menu('/de/besuch/anfahrt'))
    expect(fragmentForPage('menu', neutral, '/de/programm').toString()).toBe(menu('/de/programm').toString())
    const footer = Buffer.from('<div data-fragment="footer-menu"><a href="/de/besuch">Besuch</a><script type="application/json" data-fragment-end="footer-menu">{}</script></div>')
    expect(fragmentForPage('footer-menu', neutralFragment('footer-menu', footer), '/de/besuch')).toBe(footer)
  })
})
