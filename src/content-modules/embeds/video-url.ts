/** YouTube and Vimeo addresses (the spec's "video" validator) and the privacy-friendly player they load into. */

export type VideoSource = { provider: 'youtube'; id: string } | { provider: 'vimeo'; id: string; hash: string | null }

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined = null
  if (url.hostname === 'youtu.be') candidate = segments[0]
  else if (YOUTUBE_HOSTS.includes(url.hostname)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1]
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

function vimeoSource(url: URL): VideoSource | null {
  const segments = url.pathname.split('/').filter(Boolean)
  if (url.hostname === 'player.vimeo.com') {
    const id = segments[0] === 'video' ? segments[1] : undefined
    return id && /^\d+$/.test(id) ? { provider: 'vimeo', id, hash: url.searchParams.get('h') } : null
  }
  if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return null
  // vimeo.com/{id}[/{hash}], /channels/{name}/{id}, /groups/{name}/videos/{id}, /album/{n}/video/{id}
  const index = segments.findIndex((segment) => /^\d+$/.test(segment))
  const id = index >= 0 ? segments[index] : undefined
  if (!id) return null
  const next = segments[index + 1]
  return { provider: 'vimeo', id, hash: next && /^[0-9a-f]{6,}$/i.test(next) ? next : url.searchParams.get('h') }
}

export function parseVideoUrl(value: string): VideoSource | null {
  const url = parseUrl(value)
  if (!url) return null
  const id = youtubeId(url)
  if (id) return { provider: 'youtube', id }
  return vimeoSource(url)
}

/** The player address, loaded only after consent and a press on play, so it starts at once. */
export function videoEmbedUrl(source: VideoSource): string {
  if (source.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&rel=0`
  const hash = source.hash ? `&h=${encodeURIComponent(source.hash)}` : ''
  return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1${hash}`
}

export function videoProviderName(source: VideoSource): string {
  return source.provider === 'youtube' ? 'YouTube' : 'Vimeo'
}
