import { afterEach, describe, expect, it, vi } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import type { ModuleNode } from '~/contract/cms'
import { ModuleTree } from './ModuleTree'
import { renderAt } from './test-render'

let counter = 0
const node = (model: string, data: Record<string, unknown>, children?: ModuleNode[]): ModuleNode => {
  counter += 1
  return { id: `t-${counter}`, model, order: counter, data, ...(children ? { children } : {}) }
}
const render = (nodes: ModuleNode[], path = '/de/seite') => renderAt(<ModuleTree nodes={nodes} />, path)
const isoFromNow = (days: number) => Temporal.Now.instant().add({ hours: days * 24 }).toString()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('media behind consent', () => {
  it('shows a video as poster, title and play button, with the consent notice and no player yet', async () => {
    const html = await render([node('VideoModule', { video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', image: '/media/poster.jpg', title: 'Ein Jahr im Haus', length: '4:32' })])
    expect(html).toContain('src="/media/poster.jpg"')
    expect(html).toContain('aria-label="Video abspielen: Ein Jahr im Haus"')
    expect(html).toContain('Dieser Inhalt wird von YouTube bereitgestellt.')
    expect(html).toContain('Cookie-Einstellungen öffnen')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
  })

  it('keeps audio, viewer and social embeds out of the page until consent, and never renders their scripts', async () => {
    const html = await render(
      [
        node('AudioModule', { embed_code: '<iframe src="https://open.spotify.com/embed/track/4rOoJ6Egrf8K2IrywzwOMk"></iframe>', media_type: 'music' }),
        node('ViewerModule', { embed_code: '<iframe src="https://e.issuu.com/embed.html?d=heft&u=haus"></iframe>' }),
        node('SocialMediaModule', { embed_code: '<blockquote data-instgrm-permalink="https://www.instagram.com/p/C9abc/"></blockquote><script src="https://www.instagram.com/embed.js"></script>' }),
      ],
      '/en/page',
    )
    expect(html).toContain('This content is provided by Spotify.')
    expect(html).toContain('This content is provided by Issuu.')
    expect(html).toContain('This content is provided by Instagram.')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('<script')
  })

  it('plays self-hosted audio and video without consent, loading nothing before play', async () => {
    const html = await render([node('VideoSHModule', { file: '/media/video/haltung.mp4', image: '/media/poster.jpg', title: 'Leitbild' }), node('AudioSHModule', { file: '/media/audio/leitbild.mp3' })])
    expect(html).toContain('<video')
    expect(html).toContain('preload="none"')
    expect(html).toContain('<audio')
  })
})

describe('teasers', () => {
  it('shows teaser items only within their online window', async () => {
    const html = await render([
      node('TeaserListModule', { extra_class: 'default' }, [
        node('TeaserItem', { headline: 'Immer', link: '/de/a' }),
        node('TeaserItem', { headline: 'Jetzt', online_from: isoFromNow(-1), online_to: isoFromNow(1) }),
        node('TeaserItem', { headline: 'Vorbei', online_from: isoFromNow(-10), online_to: isoFromNow(-1) }),
        node('TeaserItem', { headline: 'Bald', online_from: isoFromNow(1) }),
      ]),
    ])
    expect(html).toContain('Immer')
    expect(html).toContain('Jetzt')
    expect(html).not.toContain('Vorbei')
    expect(html).not.toContain('Bald')
    expect(html).toContain('<a href="/de/a"')
  })

  it('hides a hero outside its online window', async () => {
    const html = await render([
      node('HeroMediaModule', { headline: 'Sichtbar', online_from: isoFromNow(-1) }),
      node('HeroMediaModule', { headline: 'Abgelaufen', online_from: isoFromNow(-5), online_to: isoFromNow(-1) }),
    ])
    expect(html).toContain('Sichtbar')
    expect(html).not.toContain('Abgelaufen')
  })

  it('links blog teasers to the magazine of the page language, the main teaser first', async () => {
    const article = (id: number, title: string) => ({ id, title, slug: `artikel-${id}`, teaser: null, image: null, category: null })
    const html = await render([node('BlogTeaserListModule', { items: [2, 1], article_objs: [article(1, 'Eins'), article(2, 'Zwei')], main_teaser_obj: null })], '/en/page')
    expect(html).toContain('href="/en/mediathek-en/artikel-2/2"')
    expect(html.indexOf('Zwei')).toBeLessThan(html.indexOf('Eins'))
  })
})

describe('references', () => {
  it('shows a venue with its address and a link to its page, and nothing without venue_obj', async () => {
    const html = await render([
      node('VenueModule', { venue: 3, venue_obj: { id: 3, name: 'Seebühne', slug: 'seebuehne', street: 'Stadtpark 2', postcode: '47110', city: 'Auenstadt' } }),
      node('VenueModule', { venue: 4, venue_obj: null }),
    ])
    expect(html).toContain('Seebühne')
    expect(html).toContain('<address')
    expect(html).toContain('47110 Auenstadt')
    expect(html).toContain('href="/de/venues/seebuehne/3"')
    expect(html.match(/data-module-id/g)).toHaveLength(1)
  })

  it('lists the events it received with day, time and link, and says so when there are none', async () => {
    const start = Temporal.Now.zonedDateTimeISO('Europe/Berlin').add({ days: 1 }).with({ hour: 19, minute: 30, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 })
    const html = await render([
      node('EventListModule', { filters: 'none' }, [
        node('EventItem', { event: 7, title: 'Der Sturm', date_start: start.toInstant().toString(), url: '/de/programm/der-sturm/7', venue: 'Großes Haus', tags: [] }),
        node('EventItem', { event: 8 }),
      ]),
      node('EventListModule', { filters: 'weekend' }, []),
    ])
    expect(html).toContain('href="/de/programm/der-sturm/7"')
    expect(html).toContain('19:30 Uhr · Großes Haus')
    expect(html).toContain(`dateTime="${start.toInstant().toString()}"`)
    expect(html).toContain('Leider gibt es keine bevorstehenden Veranstaltungen.')
  })
})

describe('other modules', () => {
  it('renders the HTML module without scripts', async () => {
    const html = await render([node('HtmlModule', { html_code: '<table><tr><td>4</td></tr></table><script>steal()</script>' })])
    expect(html).toContain('<table><tr><td>4</td></tr></table>')
    expect(html).not.toContain('steal')
  })

  it('renders an anchor list as page navigation to the anchors', async () => {
    const html = await render([
      node('AnchorListModule', { sticky: true }, [node('AnchorItem', { anchor: 'haus', link_text: 'Das Haus', level: 2 }), node('AnchorItem', { anchor: 'film', link_url: '#film', link_text: 'Film', level: 3 })]),
    ])
    expect(html).toContain('<nav')
    expect(html).toContain('aria-label="Auf dieser Seite"')
    expect(html).toContain('href="#haus"')
    expect(html).toContain('href="#film"')
  })

  it('renders a link module as a button with a note on new windows for external links', async () => {
    const html = await render([node('LinkModule', { link_text: 'Stadt', link: 'https://auenstadt.example', extra_class: 'button-secondary' })])
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('(öffnet in neuem Fenster)')
  })

  it('renders image lists as a slider with labelled controls and lazy images', async () => {
    const html = await render([
      node('ImageListModule', { format: 'standard' }, [node('ImageItem', { image: '/media/a.jpg', text: 'Saal 1911' }), node('ImageItem', { image: '/media/b.jpg', text: 'Saal 2019' })]),
    ])
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="Vorheriges Element"')
    expect(html).toContain('aria-label="Nächstes Element"')
    // the first slide is there at once; later slides appear when a tenth of them is visible
    expect(html.match(/loading="lazy"/g)).toHaveLength(1)
    expect(html).not.toContain('/media/b.jpg')
    // the caption names the picture, so its alt text does not repeat it
    expect(html).toContain('alt=""')
    expect(html).toMatch(/<figcaption[^>]*>Saal 1911<\/figcaption>/)
  })
})
