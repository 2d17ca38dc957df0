import { describe, expect, it } from 'vitest'
import { externalOrigins } from './html-block-origins'

describe('origins of the administrator HTML blocks', () => {
  it('names every other site a block loads from, once, and not the links or the site itself', () => {
    const block = `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>
      <script SRC='https://cdn.example.org/a.js'></script><img src="//pixel.example.net/p.gif">
      <iframe src="https://www.youtube-nocookie.com/embed/x"></iframe><a href="https://verein.example/">Förderverein</a>
      <img src="/brand/logo.svg"><script src="https://cdn.example.org/b.js"></script>`
    expect(externalOrigins(block)).toEqual(['https://cdn.example.org', 'https://pixel.example.net', 'https://www.googletagmanager.com', 'https://www.youtube-nocookie.com'])
    expect(externalOrigins('<p>Danke an unsere Förderer</p>')).toEqual([])
  })
})
