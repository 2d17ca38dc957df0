import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { menuLinkAttributes } from '~/features/chrome/header/menu-paths'
import { FragmentPlaceholder, isKeptFragment, renderWithFragments } from '~/lib/kept-fragments'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson } from '~/lib/site-fragments'
import { assembledPage } from './kept-fragments.server'

interface Menu {
  entries: { url: string; name: string }[]
}

let renderedInFull = 0

/** A menu fragment as the layout's menus are written: marked links, its data block last. */
function MenuFragment({ menu, pathname, style }: { menu: Menu; pathname: string; style: string }) {
  if (isKeptFragment('menu', menu, style, pathname)) return <FragmentPlaceholder name="menu" />
  renderedInFull++
  return (
    <div {...fragmentAttributes('menu')} className={style}>
      <nav>
        <ul>
          {menu.entries.map((entry) => (
            <li key={entry.url}>
              <a href={entry.url} {...menuLinkAttributes(pathname, entry.url)}>
                {entry.name} &amp; „mehr“
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <script {...fragmentDataAttributes('menu')} dangerouslySetInnerHTML={{ __html: fragmentJson(null) }} />
    </div>
  )
}

function Page({ menu, pathname, style = 'style1' }: { menu: Menu; pathname: string; style?: string }) {
  return (
    <body>
      <header>
        <MenuFragment menu={menu} pathname={pathname} style={style} />
      </header>
      <main>
        <h1>{pathname}</h1>
      </main>
    </body>
  )
}

const entries = [
  { url: '/de/programm', name: 'Programm' },
  { url: '/de/besuch', name: 'Besuch' },
  { url: '/de/besuch/anfahrt', name: 'Anfahrt' },
]

/** A server rendering as renderPage makes it: kept fragments spliced, no query state. */
function renderWithKeptFragments(render: () => string, queryState = ''): string {
  const { result, fragments } = renderWithFragments(render)
  return assembledPage(result, fragments, queryState)
}

/** The page as React writes it with every fragment rendered (no rendering in progress: nothing is kept or spliced). */
const inFull = (pathname: string, style = 'style1') => renderToString(<Page menu={{ entries }} pathname={pathname} style={style} />)

describe('kept fragments', () => {
  it('a later rendering with the same menu splices the kept markup, marked for its page, exactly as React writes it', () => {
    const menu = { entries }
    renderedInFull = 0
    const first = renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de/programm" />))
    expect(renderedInFull).toBe(1)
    expect(first).toBe(inFull('/de/programm'))
    for (const pathname of ['/de/besuch/anfahrt', '/de/besuch', '/de/impressum', '/de/programm']) {
      renderedInFull = 0
      const later = renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname={pathname} />))
      // the menu was rendered by the first rendering only
      expect(renderedInFull).toBe(0)
      expect(later).toBe(inFull(pathname))
      expect(later).not.toContain('data-kept-fragment')
    }
    expect(inFull('/de/besuch/anfahrt')).toContain('<a href="/de/besuch" data-menu-link="" data-ancestor="">')
  })

  it('another answer or another key renders the fragment again', () => {
    const menu = { entries }
    renderedInFull = 0
    renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de" />))
    // a change replaces the kept answer with a new object, even with the same content
    const changed = { entries: [...entries, { url: '/de/neu', name: 'Neu' }] }
    const withChange = renderWithKeptFragments(() => renderToString(<Page menu={changed} pathname="/de" />))
    expect(renderedInFull).toBe(2)
    expect(withChange).toBe(renderToString(<Page menu={changed} pathname="/de" />))
    expect(withChange).toContain('/de/neu')
    const otherStyle = renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de" style="style2" />))
    expect(renderedInFull).toBe(4)
    expect(otherStyle).toBe(inFull('/de', 'style2'))
  })

  it('renders every fragment in full outside a server rendering (the browser)', () => {
    const menu = { entries }
    renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de" />))
    renderedInFull = 0
    expect(renderToString(<Page menu={menu} pathname="/de/besuch" />)).toBe(inFull('/de/besuch'))
    expect(renderedInFull).toBe(2)
  })

  it('puts the query state at the end of the body in the same pass as the fragments', () => {
    const menu = { entries }
    renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de" />))
    const block = '<script type="application/json" data-query-state>{}</script>'
    const page = renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de/besuch" />), block)
    expect(page).toBe(inFull('/de/besuch').replace('</body>', `${block}</body>`))
    expect(renderWithKeptFragments(() => '<p>no body</p>', block)).toBe(`<p>no body</p>${block}`)
  })

  it('a boundary that failed on the server leaves its kept fragment out, as React leaves the boundary to the browser', () => {
    const menu = { entries }
    renderWithKeptFragments(() => renderToString(<Page menu={menu} pathname="/de" />))
    function Failing(): never {
      throw new Error('a part of the header failed')
    }
    const withFailure = (pathname: string) => (
      <body>
        <Suspense fallback={null}>
          <MenuFragment menu={menu} pathname={pathname} style="style1" />
          <Failing />
        </Suspense>
        <main>{pathname}</main>
      </body>
    )
    // React writes the fallback and leaves the boundary to the browser; the page is what React wrote
    const page = renderWithKeptFragments(() => renderToString(withFailure('/de/besuch')))
    expect(page).not.toContain('data-kept-fragment')
    expect(page).not.toContain('data-fragment="menu"')
    expect(page).toContain('<main>/de/besuch</main>')
  })
})
