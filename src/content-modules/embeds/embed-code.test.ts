import { describe, expect, it } from 'vitest'
import { embedFrame, embedUrls } from './embed-code'

describe('embed players', () => {
  it('finds the addresses in attributes, links and text, with entities decoded', () => {
    expect(embedUrls('<iframe src="https://a.example/x?y=1&amp;z=2"></iframe> see https://b.example/').map(String)).toEqual(['https://a.example/x?y=1&z=2', 'https://b.example/'])
  })

  it('builds the Spotify and SoundCloud players from embed codes and plain links', () => {
    expect(embedFrame('<iframe src="https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO?utm_source=generator" height="352"></iframe>', 'audio')).toEqual({
      provider: 'Spotify',
      src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO',
      height: 352,
    })
    expect(embedFrame('https://open.spotify.com/track/4rOoJ6Egrf8K2IrywzwOMk', 'audio')?.src).toBe('https://open.spotify.com/embed/track/4rOoJ6Egrf8K2IrywzwOMk')
    expect(embedFrame('https://soundcloud.com/haus/probe', 'audio')?.src).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fhaus%2Fprobe&auto_play=false')
  })

  it('takes the episode of a Podigee player script and plays it in Podigee\'s iframe player, not the script', () => {
    const frame = embedFrame(
      '<script class="podigee-podcast-player" src="https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js" data-configuration="https://hinterbuehne.podigee.io/12-lampenfieber/embed?context=external"></script>',
      'audio',
    )
    expect(frame?.src).toBe('https://hinterbuehne.podigee.io/12-lampenfieber/embed?context=external')
  })

  it('builds Issuu viewers from document links', () => {
    expect(embedFrame('https://issuu.com/kulturhaus/docs/programmheft-2026', 'viewer')?.src).toBe('https://e.issuu.com/embed.html?d=programmheft-2026&u=kulturhaus')
  })

  it('builds social players from post links, never from the provider script', () => {
    const instagram = '<blockquote data-instgrm-permalink="https://www.instagram.com/p/C9kulturhaus1/?utm_source=ig_embed"></blockquote><script async src="https://www.instagram.com/embed.js"></script>'
    expect(embedFrame(instagram, 'social')?.src).toBe('https://www.instagram.com/p/C9kulturhaus1/embed')
    expect(embedFrame('https://twitter.com/haus/status/1790000000000000000', 'social')?.src).toBe('https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true')
    expect(embedFrame('https://www.tiktok.com/@haus/video/7301234567890123456', 'social')?.src).toBe('https://www.tiktok.com/embed/v2/7301234567890123456')
    expect(embedFrame('https://www.facebook.com/kulturhaus/videos/123456', 'social')?.src).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fkulturhaus%2Fvideos%2F123456',
    )
  })

  it('ignores addresses on hosts the module does not allow', () => {
    expect(embedFrame('<iframe src="https://evil.example/embed/track/1"></iframe> https://open.spotify.com/embed/track/2', 'audio')?.src).toBe('https://open.spotify.com/embed/track/2')
    expect(embedFrame('https://open.spotify.com/embed/track/2', 'social')).toBeNull()
  })
})
