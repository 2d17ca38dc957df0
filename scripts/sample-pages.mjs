// What the measuring scripts share: Debian's chromium with the flags this machine needs, and the four page types
// measured (home, programme, an event, a magazine article), found through the site's own links.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The first link on `listPath` whose path matches `pattern`. */
async function firstLink(base, listPath, pattern) {
  const html = await fetch(base + listPath).then((response) => response.text())
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(match[1].replace(/&amp;/g, '&'), base)
    if (url.origin === new URL(base).origin && pattern.test(url.pathname)) return url.pathname
  }
  return undefined
}

/** `{ label, path }` of the home page, the programme, an event and an article; `path` is undefined when not found. */
export async function samplePages(base) {
  return [
    { label: 'home', path: '/de' },
    { label: 'programme', path: '/de/programm' },
    { label: 'event', path: await firstLink(base, '/de/programm', /^\/de\/programm\/[^/]+\/\d+\/?$/) },
    { label: 'article', path: await firstLink(base, '/de/mediathek-de', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/]+\/\d+\/?$/) },
  ]
}
