import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { isLinkTarget, LINK_MESSAGE, ONLINE_WINDOW_MESSAGE } from './fields'
import { HeroMediaSchema } from './hero-media/schema'
import { ImageSchema } from './image/schema'
import { ImageItemSchema } from './image-list/schema'
import { LinkSchema } from './link/schema'
import { TeaserItemSchema } from './teaser-list/schema'
import { FullTeaserSchema } from './full-teaser/schema'
import { POSTER_RATIO_MESSAGE, sameAspectRatio, VideoSHSchema } from './video-sh/schema'
import { HeadlineSchema } from './headline/schema'
import { BlogTeaserListSchema } from './blog-teaser-list/schema'
import { AudioSchema } from './audio/schema'
import { ViewerSchema } from './viewer/schema'
import { SocialMediaSchema } from './social-media/schema'
import { VideoSchema } from './video/schema'
import { SectionSchema } from './section/schema'
import { isKnownMessage } from '~/features/editor/messages'

// The editor's rules that schemas.test.ts does not cover yet: link fields, online windows, the self-hosted
// video's poster ratio, and that every message a schema gives has a text in the editor's languages.

function issues(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data)
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)
}

describe('link fields', () => {
  const link = { link_text: 'Tickets', extra_class: 'default' }

  it('take a page of this site, an anchor, a web address, a mail or phone link', () => {
    for (const target of ['/de/programm', '/de/kinder#werkstatt', '#tickets', 'https://example.org/a?b=c', 'http://example.org', 'mailto:kasse@foyer.example', 'tel:+49 30 123456']) {
      expect(isLinkTarget(target), target).toBe(true)
      expect(v.is(LinkSchema, { ...link, link: target }), target).toBe(true)
    }
  })

  it('refuse scripts, protocol-relative addresses and addresses without a scheme', () => {
    for (const target of ['javascript:alert(1)', '//evil.example/x', 'www.example.org', 'ftp://example.org', 'data:text/html,x', 'https://']) {
      expect(issues(LinkSchema, { ...link, link: target }), target).toEqual([`link: ${LINK_MESSAGE}`])
    }
  })

  it('the link module needs its link and says whether it opens a new window', () => {
    expect(issues(LinkSchema, { ...link, link: '' })).toEqual(['link: This field is required!'])
    expect(v.parse(LinkSchema, { ...link, link: 'https://example.org', open_new_window: true }).open_new_window).toBe(true)
    expect(v.is(LinkSchema, { ...link, link: 'https://example.org', open_new_window: 'ja' })).toBe(false)
  })

  it('optional links in teasers, images and items may stay empty but not hold anything else', () => {
    expect(v.is(FullTeaserSchema, { headline: 'x', link: null })).toBe(true)
    expect(v.is(FullTeaserSchema, { headline: 'x', link: '' })).toBe(true)
    expect(issues(FullTeaserSchema, { headline: 'x', link: 'javascript:void(0)' })).toEqual([`link: ${LINK_MESSAGE}`])
    expect(issues(TeaserItemSchema, { headline: 'x', link: 'www.example.org' })).toEqual([`link: ${LINK_MESSAGE}`])
    expect(issues(ImageItemSchema, { image: '/media/a.jpg', link: '//evil' })).toEqual([`link: ${LINK_MESSAGE}`])
    expect(issues(ImageSchema, { image: '/media/a.jpg', format: 'horizontal', link: 'nope' })).toEqual([`link: ${LINK_MESSAGE}`])
    expect(issues(HeroMediaSchema, { headline: 'x', online_from: '2026-11-01T10:00', button_link: 'javascript:x' })).toEqual([`button_link: ${LINK_MESSAGE}`])
  })
})

describe('online_from and online_to', () => {
  it('hero media needs online_from and an end after it', () => {
    expect(issues(HeroMediaSchema, { headline: 'x', online_from: null })).toEqual(['online_from: This field is required!'])
    expect(v.is(HeroMediaSchema, { headline: 'x', online_from: '2026-11-01T10:00', online_to: '2026-11-02T10:00' })).toBe(true)
    expect(v.is(HeroMediaSchema, { headline: 'x', online_from: '2026-11-01T10:00', online_to: null })).toBe(true)
    expect(issues(HeroMediaSchema, { headline: 'x', online_from: '2026-11-02T10:00', online_to: '2026-11-01T10:00' })).toEqual([`online_to: ${ONLINE_WINDOW_MESSAGE}`])
    expect(issues(HeroMediaSchema, { headline: 'x', online_from: '2026-11-02T10:00', online_to: '2026-11-02T10:00' })).toEqual([`online_to: ${ONLINE_WINDOW_MESSAGE}`])
  })

  it('teaser items: either end alone is fine, both need the end after the start; offsets count', () => {
    expect(v.is(TeaserItemSchema, { headline: 'x', online_to: '2026-11-01T10:00' })).toBe(true)
    expect(v.is(TeaserItemSchema, { headline: 'x', online_from: '2026-11-01T10:00', online_to: '' })).toBe(true)
    expect(issues(TeaserItemSchema, { headline: 'x', online_from: '2026-12-01', online_to: '2026-11-01' })).toEqual([`online_to: ${ONLINE_WINDOW_MESSAGE}`])
    // 10:30 in Berlin (winter) is 09:30Z: an end at 09:45Z lies after it
    expect(v.is(TeaserItemSchema, { headline: 'x', online_from: '2026-11-01T10:30', online_to: '2026-11-01T09:45:00Z' })).toBe(true)
    expect(v.is(TeaserItemSchema, { headline: 'x', online_from: '2026-11-01T10:30', online_to: '2026-11-01T09:15:00Z' })).toBe(false)
  })
})

describe('self-hosted video', () => {
  const video = { file: '/media/video/probe.mp4', image: '/media/poster.jpg' }

  it('accepts a poster of the same aspect ratio (rounded sizes allowed)', () => {
    expect(v.is(VideoSHSchema, { ...video, file_obj: { width: 1920, height: 1080 }, image_obj: { url: '/media/poster.jpg', width: 1280, height: 720 } })).toBe(true)
    expect(v.is(VideoSHSchema, { ...video, file_obj: { width: 1920, height: 1080 }, image_obj: { url: '/media/poster.jpg', width: 1279, height: 720 } })).toBe(true)
    expect(sameAspectRatio({ width: 4, height: 3 }, { width: 800, height: 600 })).toBe(true)
  })

  it('refuses a poster of another shape at the poster field', () => {
    expect(issues(VideoSHSchema, { ...video, file_obj: { width: 1920, height: 1080 }, image_obj: { url: '/media/poster.jpg', width: 800, height: 800 } })).toEqual([`image: ${POSTER_RATIO_MESSAGE}`])
    expect(issues(VideoSHSchema, { ...video, file_obj: { width: 1080, height: 1920 }, image_obj: { url: '/media/poster.jpg', width: 1920, height: 1080 } })).toEqual([`image: ${POSTER_RATIO_MESSAGE}`])
  })

  it('cannot compare without both sizes, and still needs file and poster', () => {
    expect(v.is(VideoSHSchema, video)).toBe(true)
    expect(v.is(VideoSHSchema, { ...video, file_obj: { width: 1920, height: 1080 } })).toBe(true)
    expect(issues(VideoSHSchema, { title: 'x' }).map((issue) => issue.split(':')[0]).sort()).toEqual(['file', 'image'])
  })
})

describe('every schema message has a text in the editor', () => {
  it.each([
    ['headline level', HeadlineSchema, { headline_level: 9, content: 'x' }],
    ['headline content', HeadlineSchema, { content: '' }],
    ['blog items', BlogTeaserListSchema, { items: [] }],
    ['too many blog items', BlogTeaserListSchema, { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['teaser text', FullTeaserSchema, { headline: 'x', text: 'a'.repeat(3001) }],
    ['audio host', AudioSchema, { embed_code: '<iframe src="https://bandcamp.com/x"></iframe>' }],
    ['viewer host', ViewerSchema, { embed_code: '<iframe src="https://evil.example/x"></iframe>' }],
    ['social host', SocialMediaSchema, { embed_code: '<iframe src="https://evil.example/x"></iframe>' }],
    ['social nothing to show', SocialMediaSchema, { embed_code: '<script async src="https://www.instagram.com/embed.js"></script>' }],
    ['video url', VideoSchema, { video_url: 'https://dailymotion.com/x', image: '/p.jpg' }],
    ['media path', VideoSHSchema, { file: 'javascript:x', image: '/p.jpg' }],
    ['date', TeaserItemSchema, { headline: 'x', online_from: 'morgen' }],
    ['image', ImageSchema, { format: 'horizontal' }],
    ['layout', SectionSchema, { layout: 9 }],
    ['link', LinkSchema, { link_text: 'x', link: 'www.x', extra_class: 'default' }],
    ['online window', HeroMediaSchema, { headline: 'x', online_from: '2026-11-02', online_to: '2026-11-01' }],
    ['poster', VideoSHSchema, { file: '/v.mp4', image: '/p.jpg', file_obj: { width: 16, height: 9 }, image_obj: { url: '/p.jpg', width: 1, height: 1 } }],
  ] as const)('%s', (_name, schema, data) => {
    const result = v.safeParse(schema, data)
    expect(result.success).toBe(false)
    for (const issue of result.issues ?? []) expect(isKnownMessage(issue.message), issue.message).toBe(true)
  })
})
