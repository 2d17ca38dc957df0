import { describe, expect, it } from 'vitest'
import { parseVideoUrl, videoEmbedUrl } from './video-url'

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=x', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('reads the YouTube video of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id })
  })

  it.each([
    ['https://vimeo.com/76979871', '76979871', null],
    ['https://vimeo.com/76979871/a1b2c3d4e5', '76979871', 'a1b2c3d4e5'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', null],
    ['https://player.vimeo.com/video/76979871?h=ff00aa11', '76979871', 'ff00aa11'],
  ])('reads the Vimeo video of %s', (url, id, hash) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id, hash })
  })

  it.each(['https://www.youtube.com/watch?v=short', 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ', 'https://vimeo.com/about', 'https://www.dailymotion.com/video/x7tgad0', 'javascript:alert(1)', 'kein Link'])(
    'rejects %s',
    (url) => {
      expect(parseVideoUrl(url)).toBeNull()
    },
  )

  it('plays YouTube without cookies and Vimeo without tracking', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'aqz-KE-bpKQ' })).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0')
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: 'ab12cd34' })).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=ab12cd34')
  })
})
