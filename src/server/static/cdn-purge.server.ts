import * as v from 'valibot'

/** Tells a CDN in front which cached pages to drop after they were regenerated. */
export interface CdnPurge {
  purge(change: { tags: string[]; paths: string[] }): Promise<void>
}

const Environment = v.variant('CDN_PURGE', [
  v.object({ CDN_PURGE: v.optional(v.literal('none')) }),
  v.object({ CDN_PURGE: v.literal('cloudflare'), CLOUDFLARE_ZONE_ID: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}$/)), CLOUDFLARE_API_TOKEN: v.pipe(v.string(), v.minLength(20)) }),
  v.object({ CDN_PURGE: v.literal('webhook'), CDN_PURGE_URL: v.pipe(v.string(), v.url()) }),
])

/** Cloudflare's purge by cache tag (the `Cache-Tag` header Foyer sends), at most 30 tags a call. */
function cloudflare(zone: string, token: string): CdnPurge {
  return {
    async purge({ tags }) {
      for (let index = 0; index < tags.length; index += 30) {
        const response = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: tags.slice(index, index + 30) }),
        })
        if (!response.ok) throw new Error(`Cloudflare purge answered ${response.status}`)
      }
    },
  }
}

/** Any other CDN or a deploy hook: a POST of `{ tags, paths }`. */
function webhook(url: string): CdnPurge {
  return {
    async purge(change) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) })
      if (!response.ok) throw new Error(`purge hook answered ${response.status}`)
    },
  }
}

/** `CDN_PURGE=cloudflare` (with `CLOUDFLARE_ZONE_ID`, `CLOUDFLARE_API_TOKEN`), `webhook` (`CDN_PURGE_URL`), or none. */
export function cdnPurgeFromEnvironment(env: Record<string, string | undefined> = process.env): CdnPurge | null {
  const parsed = v.safeParse(Environment, { ...env, CDN_PURGE: env.CDN_PURGE || undefined })
  if (!parsed.success) throw new Error(`CDN purge settings are invalid: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
  const config = parsed.output
  if (config.CDN_PURGE === 'cloudflare') return cloudflare(config.CLOUDFLARE_ZONE_ID, config.CLOUDFLARE_API_TOKEN)
  if (config.CDN_PURGE === 'webhook') return webhook(config.CDN_PURGE_URL)
  return null
}
