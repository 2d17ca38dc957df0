import { parseArtworkUrl, renderArtwork } from './artwork.server'
import { getDb } from '~/server/db/client.server'
import { serveLibraryMedia } from './renditions.server'

const ARTWORK_CACHE = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400'

/** Media files of the site: the media library and generated artwork (the demo's images). Returns null for other paths. */
export async function serveMedia(url: URL, request?: Request): Promise<Response | null> {
  if (!url.pathname.startsWith('/media/')) return null
  if (url.pathname.startsWith('/media/library/')) return serveLibraryMedia(await getDb(), url, request)
  const artwork = parseArtworkUrl(url)
  if (artwork) {
    return new Response(renderArtwork(artwork.kind, artwork.seed, artwork.options), {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': ARTWORK_CACHE,
        // an SVG opened on its own must not run anything
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  }
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
