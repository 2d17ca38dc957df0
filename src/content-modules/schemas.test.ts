import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AudioSchema } from './audio/schema'
import { BlogTeaserListSchema } from './blog-teaser-list/schema'
import { EventListSchema } from './event-list/schema'
import { FormSchema } from './form/schema'
import { FullTeaserSchema } from './full-teaser/schema'
import { HeadlineSchema } from './headline/schema'
import { HeroMediaSchema } from './hero-media/schema'
import { ImageSchema } from './image/schema'
import { ImageItemSchema } from './image-list/schema'
import { LinkSchema } from './link/schema'
import { LogoItemSchema } from './logo-list/schema'
import { SectionSchema } from './section/schema'
import { SocialMediaSchema } from './social-media/schema'
import { TeaserItemSchema } from './teaser-list/schema'
import { TwoColumnsSchema } from './two-columns/schema'
import { VenueSchema } from './venue/schema'
import { VideoSchema } from './video/schema'
import { VideoItemSchema } from './video-list/schema'
import { VideoSHSchema } from './video-sh/schema'
import { ViewerSchema } from './viewer/schema'

const richText = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo', format: 0 }] }] } }

function issues(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data)
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)
}

describe('required fields', () => {
  it.each([
    ['Headline', HeadlineSchema, { headline_level: 2 }, ['content']],
    ['Link', LinkSchema, { anchor: null }, ['link_text', 'link', 'extra_class']],
    ['Image', ImageSchema, { image: '/media/a.jpg' }, ['format']],
    ['Video', VideoSchema, { title: 'Film' }, ['video_url', 'image']],
    ['Self-hosted video', VideoSHSchema, { title: 'Film' }, ['file', 'image']],
    ['Audio', AudioSchema, { media_type: 'audio' }, ['embed_code']],
    ['Viewer', ViewerSchema, {}, ['embed_code']],
    ['Venue', VenueSchema, { venue_obj: null }, ['venue']],
    ['Full teaser', FullTeaserSchema, { text: 'x' }, ['headline']],
    ['Teaser item', TeaserItemSchema, { text: 'x' }, ['headline']],
    ['Form', FormSchema, {}, ['hubspot_id']],
    ['Hero media', HeroMediaSchema, { text: null }, ['headline', 'online_from']],
    ['Blog teaser list', BlogTeaserListSchema, {}, ['items']],
    ['Two columns', TwoColumnsSchema, { extra_class: 'image-text' }, ['text', 'image']],
    ['Image item', ImageItemSchema, { text: 'Foyer' }, ['image']],
    ['Logo item', LogoItemSchema, { text: 'Stadt' }, ['image']],
  ] as const)('%s needs its required fields', (_name, schema, data, fields) => {
    const paths = issues(schema, data).map((issue) => issue.split(':')[0])
    expect(paths.sort()).toEqual([...fields].sort())
  })

  it('treats blank text as missing', () => {
    expect(issues(HeadlineSchema, { content: '   ' })).toEqual(['content: This field is required!'])
    expect(issues(LinkSchema, { link_text: 'Tickets', link: '', extra_class: 'button-primary' })).toEqual(['link: This field is required!'])
  })
})

describe('headline', () => {
  it('accepts the levels 2 to 6 and defaults to 2', () => {
    for (const level of [2, 3, 4, 5, 6]) expect(v.parse(HeadlineSchema, { headline_level: level, content: 'x' }).headline_level).toBe(level)
    expect(v.parse(HeadlineSchema, { content: 'x' }).headline_level).toBe(2)
    expect(v.parse(HeadlineSchema, { headline_level: null, content: 'x' }).headline_level).toBe(2)
  })

  it('rejects other levels', () => {
    for (const level of [1, 7, 0, 2.5, '3']) expect(v.is(HeadlineSchema, { headline_level: level, content: 'x' })).toBe(false)
  })
})

describe('full teaser', () => {
  const teaser = { headline: 'Uferfestival' }
  it('allows a text of up to 3000 characters', () => {
    expect(v.is(FullTeaserSchema, { ...teaser, text: 'a'.repeat(3000) })).toBe(true)
    expect(issues(FullTeaserSchema, { ...teaser, text: 'a'.repeat(3001) })).toEqual(['text: The text may have at most 3000 characters.'])
  })

  it('defaults its look to "default"', () => {
    expect(v.parse(FullTeaserSchema, teaser).extra_class).toBe('default')
  })
})

describe('blog teaser list', () => {
  it('takes 1 to 8 articles', () => {
    expect(v.is(BlogTeaserListSchema, { items: [1] })).toBe(true)
    expect(v.is(BlogTeaserListSchema, { items: [1, 2, 3, 4, 5, 6, 7, 8] })).toBe(true)
    expect(v.is(BlogTeaserListSchema, { items: [] })).toBe(false)
    expect(v.is(BlogTeaserListSchema, { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBe(false)
  })

  it('reads article ids from numbers or digit strings', () => {
    expect(v.parse(BlogTeaserListSchema, { items: [3, '12'] }).items).toEqual([3, 12])
    expect(v.is(BlogTeaserListSchema, { items: ['zwölf'] })).toBe(false)
  })
})

describe('embeds', () => {
  const iframe = (src: string) => `<iframe width="100%" height="166" src="${src}"></iframe>`

  it('audio accepts Spotify, SoundCloud and Podigee (and IDAGIO from the older editor)', () => {
    expect(v.is(AudioSchema, { embed_code: iframe('https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk') })).toBe(true)
    expect(v.is(AudioSchema, { embed_code: iframe('https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1') })).toBe(true)
    expect(v.is(AudioSchema, { embed_code: '<script class="podigee-podcast-player" src="https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js" data-configuration="https://hinterbuehne.podigee.io/12-lampenfieber/embed?context=external"></script>' })).toBe(true)
    expect(v.is(AudioSchema, { embed_code: iframe('https://app.idagio.com/embed/recordings/123') })).toBe(true)
  })

  it('audio rejects other hosts, look-alike hosts and allowed names outside the host', () => {
    expect(issues(AudioSchema, { embed_code: iframe('https://bandcamp.com/EmbeddedPlayer/album=1') })).toContain('embed_code: Only embed codes from Spotify, SoundCloud or Podigee are allowed.')
    expect(v.is(AudioSchema, { embed_code: iframe('https://notspotify.com/embed/track/1') })).toBe(false)
    expect(v.is(AudioSchema, { embed_code: iframe('https://open.spotify.com.evil.example/embed/track/1') })).toBe(false)
    expect(v.is(AudioSchema, { embed_code: iframe('https://evil.example/?from=open.spotify.com') })).toBe(false)
  })

  it('viewer accepts Issuu (Yumpu and Adobe InDesign from the older editor) and rejects others', () => {
    expect(v.is(ViewerSchema, { embed_code: iframe('https://e.issuu.com/embed.html?d=heft&u=haus') })).toBe(true)
    expect(v.is(ViewerSchema, { embed_code: 'https://issuu.com/haus/docs/heft' })).toBe(true)
    expect(v.is(ViewerSchema, { embed_code: iframe('https://www.yumpu.com/de/embed/view/abc123') })).toBe(true)
    expect(v.is(ViewerSchema, { embed_code: iframe('https://indd.adobe.com/embed/0d1c-22') })).toBe(true)
    expect(v.is(ViewerSchema, { embed_code: iframe('https://docs.google.com/viewer?url=x.pdf') })).toBe(false)
    expect(v.is(ViewerSchema, { embed_code: iframe('https://open.spotify.com/embed/track/1') })).toBe(false)
  })

  it('social media accepts Instagram, X (Twitter), Facebook and TikTok and rejects others', () => {
    expect(v.is(SocialMediaSchema, { embed_code: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C9abc/"></blockquote><script async src="https://www.instagram.com/embed.js"></script>' })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: '<blockquote class="twitter-tweet"><a href="https://twitter.com/haus/status/1790000000000000000?ref_src=twsrc%5Etfw">Mai</a></blockquote>' })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: 'https://x.com/haus/status/1790000000000000000' })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: 'https://www.facebook.com/kulturhaus/posts/pfbid02abc' })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@haus/video/7301234567890123456"></blockquote>' })).toBe(true)
    expect(issues(SocialMediaSchema, { embed_code: '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>' })).toContain(
      'embed_code: Only embed codes from Instagram, X (Twitter), Facebook or TikTok are allowed.',
    )
    expect(v.is(SocialMediaSchema, { embed_code: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' })).toBe(false)
  })

  it('social media may be left empty, but not filled with a foreign embed', () => {
    expect(v.is(SocialMediaSchema, { embed_code: null })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: '' })).toBe(true)
    expect(v.is(SocialMediaSchema, { embed_code: '<iframe src="https://evil.example/p/1"></iframe>' })).toBe(false)
  })

  it('says so when an allowed host names nothing that can be shown', () => {
    expect(issues(SocialMediaSchema, { embed_code: '<script async src="https://www.instagram.com/embed.js"></script>' })).toEqual([
      'embed_code: This embed code names no post, episode or document that can be shown.',
    ])
  })

  it('videos are YouTube or Vimeo addresses', () => {
    const video = { image: '/media/poster.jpg' }
    expect(v.is(VideoSchema, { ...video, video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' })).toBe(true)
    expect(v.is(VideoSchema, { ...video, video_url: 'https://youtu.be/aqz-KE-bpKQ' })).toBe(true)
    expect(v.is(VideoSchema, { ...video, video_url: 'https://vimeo.com/76979871' })).toBe(true)
    expect(issues(VideoSchema, { ...video, video_url: 'https://www.dailymotion.com/video/x7tgad0' })).toEqual(['video_url: Enter the address of a YouTube or Vimeo video.'])
    expect(v.is(VideoSchema, { ...video, video_url: 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ' })).toBe(false)
    expect(v.is(VideoItemSchema, { video_url: 'https://player.vimeo.com/video/76979871' })).toBe(true)
    expect(v.is(VideoItemSchema, { video_url: 'ftp://vimeo.com/76979871' })).toBe(false)
  })
})

describe('other rules', () => {
  it('media fields take site paths or web addresses, nothing else', () => {
    expect(v.is(VideoSHSchema, { file: '/media/video/haltung.mp4', image: 'https://cdn.example/poster.jpg' })).toBe(true)
    expect(v.is(VideoSHSchema, { file: 'javascript:alert(1)', image: '/p.jpg' })).toBe(false)
    expect(v.is(VideoSHSchema, { file: '//evil.example/v.mp4', image: '/p.jpg' })).toBe(false)
  })

  it('an image module needs an image from one of its fields', () => {
    expect(v.is(ImageSchema, { format: 'horizontal', image_url: '/media/old.jpg' })).toBe(true)
    expect(issues(ImageSchema, { format: 'horizontal', image: null })).toEqual([': An image is required.'])
  })

  it('sections take the layout indexes 0 to 5', () => {
    expect(v.parse(SectionSchema, {}).layout).toBe(0)
    expect(v.is(SectionSchema, { layout: 5 })).toBe(true)
    expect(v.is(SectionSchema, { layout: 6 })).toBe(false)
  })

  it('event lists take the filters next_3_days, weekend or none (default)', () => {
    expect(v.parse(EventListSchema, { date_from: '2026-11-20', filters: null }).filters).toBe('none')
    expect(v.is(EventListSchema, { filters: 'weekend', tag: 4 })).toBe(true)
    expect(v.is(EventListSchema, { filters: 'tomorrow' })).toBe(false)
    expect(v.is(EventListSchema, { date_from: 'bald' })).toBe(false)
  })

  it('teaser items take an online window of date-times', () => {
    expect(v.is(TeaserItemSchema, { headline: 'x', online_from: '2026-11-01T10:00:00Z', online_to: '2026-12-01T10:00' })).toBe(true)
    expect(v.is(TeaserItemSchema, { headline: 'x', online_from: 'morgen' })).toBe(false)
  })

  it('two columns order image and text either way, image first by default', () => {
    const data = { text: richText, image: '/media/a.jpg' }
    expect(v.parse(TwoColumnsSchema, data).extra_class).toBe('image-text')
    expect(v.is(TwoColumnsSchema, { ...data, extra_class: 'text-image' })).toBe(true)
    expect(v.is(TwoColumnsSchema, { ...data, extra_class: 'image-image' })).toBe(false)
  })
})
