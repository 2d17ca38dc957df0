/* Foyer service worker (spec platform.md §4): small and safe.
 * - navigations: network first; offline, the last copy of that page, else a bilingual offline page
 * - /assets/ (hashed build files): cache first
 * - everything else — API calls, server functions, the CMS hub, the webshop — goes to the network untouched
 */
const VERSION = 'foyer-v1'
const PAGES = `${VERSION}-pages`
const ASSETS = `${VERSION}-assets`
const MAX_PAGES = 40
const MAX_ASSETS = 300

const NEVER = [/^\/api\//, /^\/[a-z]{2}\/api\//, /pageeditor-api/, /^\/_serverFn/, /^\/cms-hub/, /^\/(eventim-template|eventim\.webshop|test\.webshop|testshop|webshop)(\/|$)/, /^\/sw\.js$/]

const OFFLINE_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf8f3;color:#1b1622;font:1.0625rem/1.6 "Helvetica Neue",Arial,sans-serif}
main{max-width:34rem;padding:2rem}
h1{font:600 clamp(2rem,6vw,3rem)/1.1 Georgia,serif;margin:0 0 1rem}
p{margin:0 0 1rem}
a{display:inline-block;margin-top:.5rem;padding:.6rem 1.4rem;border-radius:999px;background:#1b1622;color:#fbf8f3;font-weight:700;text-decoration:none}
.en{color:#5b5462}
</style></head>
<body><main>
<h1>Sie sind offline</h1>
<p>Diese Seite ist ohne Internetverbindung nicht verfügbar. Bitte prüfen Sie Ihre Verbindung.</p>
<p class="en" lang="en">You are offline. This page is not available without a connection.</p>
<a href="">Neu laden · Reload</a>
</main></body></html>`

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => !name.startsWith(`${VERSION}-`)).map((name) => caches.delete(name)))
      await self.clients.claim()
    })(),
  )
})

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

/** Only complete, public, same-origin answers are kept: no logged-in pages, no errors. */
function cacheable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false
  const control = response.headers.get('cache-control') || ''
  return !/no-store|private/i.test(control)
}

async function networkFirst(request) {
  try {
    const response = await fetch(request)
    if (cacheable(response)) {
      const copy = response.clone()
      caches
        .open(PAGES)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(PAGES, MAX_PAGES))
        .catch(() => undefined)
    }
    return response
  } catch {
    // offline: the last copy of this page, else the offline page
    const cached = await caches.match(request, { cacheName: PAGES })
    if (cached) return cached
    return new Response(OFFLINE_HTML, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS })
  if (cached) return cached
  const response = await fetch(request)
  if (cacheable(response)) {
    const copy = response.clone()
    caches
      .open(ASSETS)
      .then((cache) => cache.put(request, copy))
      .then(() => trim(ASSETS, MAX_ASSETS))
      .catch(() => undefined)
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request))
    return
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request))
})
