/**
 * The origins whose players a page may frame: the video module's (YouTube, Vimeo) and the embed modules' (spec
 * programme.md §3: audio spotify, soundcloud, podigee and idagio; viewer issuu, yumpu and indd.adobe; social
 * instagram, twitter, facebook and tiktok), as the players are actually served. One list for the
 * Content-Security-Policy's `frame-src` and the HTML module's sanitizer, so that neither allows what the other refuses.
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://player.podigee-cdn.net',
  'https://*.podigee.io',
  'https://app.idagio.com',
  'https://www.yumpu.com',
  'https://indd.adobe.com',
  'https://issuu.com',
  'https://e.issuu.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
  'https://www.tiktok.com',
] as const

/** True for an absolute `https:` address on one of the embed origins (a `*.` origin matches its subdomains only). */
export function isEmbedFrameUrl(value: string | undefined): boolean {
  if (!value) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false
  return EMBED_FRAME_ORIGINS.some((origin) => {
    const host = origin.slice('https://'.length)
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) && url.hostname.length > host.length - 1 : url.hostname === host
  })
}
