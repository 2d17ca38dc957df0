/**
 * Embed codes of audio players, document viewers and social posts (spec programme.md §3 and §5: the code must
 * contain an allowed host). Foyer never injects the pasted code: it finds an address of an allowed host in it
 * and builds the provider's iframe player address from that.
 */

export type EmbedKind = 'audio' | 'viewer' | 'social'

/** Allowed hosts per module; the legacy lists keep content from the older editor valid. */
export const EMBED_HOSTS = {
  audio: ['spotify.com', 'soundcloud.com', 'podigee.io', 'podigee-cdn.net'],
  audioLegacy: ['idagio.com'],
  viewer: ['issuu.com'],
  viewerLegacy: ['yumpu.com', 'indd.adobe.com'],
  social: ['instagram.com', 'twitter.com', 'x.com', 'facebook.com', 'tiktok.com'],
} as const

export function allowedHosts(kind: EmbedKind): readonly string[] {
  if (kind === 'audio') return [...EMBED_HOSTS.audio, ...EMBED_HOSTS.audioLegacy]
  if (kind === 'viewer') return [...EMBED_HOSTS.viewer, ...EMBED_HOSTS.viewerLegacy]
  return EMBED_HOSTS.social
}

export type EmbedFrame = {
  provider: string
  src: string
  /** height in px of the player; the width follows the column */
  height: number
  /** social posts are narrow cards */
  maxWidth?: number
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/')
}

/** Every web address in the code, in order (attributes, links and plain text alike). */
export function embedUrls(code: string): URL[] {
  const urls: URL[] = []
  for (const match of decodeEntities(code).matchAll(/https?:\/\/[^\s"'<>\\]+/gi)) {
    try {
      urls.push(new URL(match[0]))
    } catch {
      // not an address after all
    }
  }
  return urls
}

export function hostMatches(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

/** The spec's "embed" validator: the code holds an address on one of the module's hosts. */
export function containsAllowedHost(code: string, kind: EmbedKind): boolean {
  return embedUrls(code).some((url) => allowedHosts(kind).some((domain) => hostMatches(url.hostname, domain)))
}

function declaredHeight(code: string): number | null {
  const match = /\bheight\s*=\s*["']?(\d{2,4})(px)?["'\s>]/i.exec(code)
  const height = match ? Number(match[1]) : NaN
  return height >= 80 && height <= 1200 ? height : null
}

type FrameBuilder = (url: URL, code: string) => EmbedFrame | null

const audioBuilders: FrameBuilder[] = [
  (url, code) => {
    if (!hostMatches(url.hostname, 'spotify.com')) return null
    const path = url.pathname.replace(/^\/embed/, '')
    const match = /^\/(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]+)/.exec(path)
    if (!match) return null
    const compact = match[1] === 'track' || match[1] === 'episode'
    return { provider: 'Spotify', src: `https://open.spotify.com/embed/${match[1]}/${match[2]}`, height: declaredHeight(code) ?? (compact ? 152 : 352) }
  },
  (url, code) => {
    if (url.hostname === 'w.soundcloud.com' && url.pathname.startsWith('/player')) {
      const target = url.searchParams.get('url')
      if (!target) return null
      const player = new URL('https://w.soundcloud.com/player/')
      player.searchParams.set('url', target)
      player.searchParams.set('auto_play', 'false')
      return { provider: 'SoundCloud', src: player.toString(), height: declaredHeight(code) ?? 166 }
    }
    if (url.hostname !== 'soundcloud.com' && url.hostname !== 'www.soundcloud.com') return null
    if (url.pathname.split('/').filter(Boolean).length < 2) return null
    const player = new URL('https://w.soundcloud.com/player/')
    player.searchParams.set('url', `https://soundcloud.com${url.pathname}`)
    player.searchParams.set('auto_play', 'false')
    return { provider: 'SoundCloud', src: player.toString(), height: declaredHeight(code) ?? (url.pathname.includes('/sets/') ? 450 : 166) }
  },
  (url, code) => {
    // podigee's player script reads its episode from a *.podigee.io address, which also serves the iframe player
    if (!hostMatches(url.hostname, 'podigee.io')) return null
    const episode = url.pathname.replace(/\/embed\/?$/, '').replace(/\/$/, '')
    if (!episode) return null
    return { provider: 'Podigee', src: `https://${url.hostname}${episode}/embed?context=external`, height: declaredHeight(code) ?? 200 }
  },
  (url, code) => {
    if (!hostMatches(url.hostname, 'idagio.com') || url.protocol !== 'https:') return null
    return { provider: 'IDAGIO', src: url.toString(), height: declaredHeight(code) ?? 400 }
  },
]

const viewerBuilders: FrameBuilder[] = [
  (url, code) => {
    if (url.hostname === 'e.issuu.com' && url.pathname.startsWith('/embed')) return { provider: 'Issuu', src: url.toString(), height: declaredHeight(code) ?? 500 }
    if (url.hostname !== 'issuu.com' && url.hostname !== 'www.issuu.com') return null
    const match = /^\/([^/]+)\/docs\/([^/?#]+)/.exec(url.pathname)
    if (!match?.[1] || !match[2]) return null
    return { provider: 'Issuu', src: `https://e.issuu.com/embed.html?d=${encodeURIComponent(match[2])}&u=${encodeURIComponent(match[1])}`, height: declaredHeight(code) ?? 500 }
  },
  (url, code) => {
    if (!hostMatches(url.hostname, 'yumpu.com') || url.protocol !== 'https:' || !url.pathname.includes('/embed/')) return null
    return { provider: 'Yumpu', src: url.toString(), height: declaredHeight(code) ?? 500 }
  },
  (url, code) => {
    if (url.hostname !== 'indd.adobe.com' || !/^\/(view|embed)\//.test(url.pathname)) return null
    return { provider: 'Adobe InDesign', src: url.toString(), height: declaredHeight(code) ?? 500 }
  },
]

const socialBuilders: FrameBuilder[] = [
  (url) => {
    if (!hostMatches(url.hostname, 'instagram.com')) return null
    const match = /^\/(p|reel|tv)\/([A-Za-z0-9_-]+)/.exec(url.pathname)
    if (!match) return null
    return { provider: 'Instagram', src: `https://www.instagram.com/${match[1]}/${match[2]}/embed`, height: 640, maxWidth: 540 }
  },
  (url) => {
    if (!hostMatches(url.hostname, 'twitter.com') && !hostMatches(url.hostname, 'x.com')) return null
    const match = /^\/[A-Za-z0-9_]+\/status(?:es)?\/(\d+)/.exec(url.pathname)
    if (!match) return null
    return { provider: 'X (Twitter)', src: `https://platform.twitter.com/embed/Tweet.html?id=${match[1]}&dnt=true`, height: 560, maxWidth: 550 }
  },
  (url) => {
    if (!hostMatches(url.hostname, 'facebook.com')) return null
    if (url.pathname.startsWith('/plugins/')) return { provider: 'Facebook', src: url.toString(), height: 640, maxWidth: 560 }
    if (url.pathname.split('/').filter(Boolean).length < 2 && !url.searchParams.has('v')) return null
    const plugin = /\/videos?\/|\/watch|\/reel\//.test(url.pathname) ? 'video' : 'post'
    return { provider: 'Facebook', src: `https://www.facebook.com/plugins/${plugin}.php?href=${encodeURIComponent(url.toString())}`, height: 640, maxWidth: 560 }
  },
  (url) => {
    if (!hostMatches(url.hostname, 'tiktok.com')) return null
    const match = /\/video\/(\d+)/.exec(url.pathname) ?? /^\/embed\/(?:v2\/)?(\d+)/.exec(url.pathname)
    if (!match) return null
    return { provider: 'TikTok', src: `https://www.tiktok.com/embed/v2/${match[1]}`, height: 740, maxWidth: 340 }
  },
]

const builders: Record<EmbedKind, FrameBuilder[]> = { audio: audioBuilders, viewer: viewerBuilders, social: socialBuilders }

/** The iframe player for an embed code, or null when no address in it belongs to a supported player. */
export function embedFrame(code: string, kind: EmbedKind): EmbedFrame | null {
  for (const url of embedUrls(code)) {
    if (!allowedHosts(kind).some((domain) => hostMatches(url.hostname, domain))) continue
    for (const build of builders[kind]) {
      const frame = build(url, code)
      if (frame) return frame
    }
  }
  return null
}
