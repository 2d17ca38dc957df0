import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS, artworkPath, parseArtworkUrl, renderArtwork } from './artwork.server.ts';

describe('renderArtwork', () => {
  const longTitle = 'Bühnenbilder. Räume zum Spielen – Modelle und Zeichnungen aus zwanzig Jahren <Werkstatt> & "Licht"';

  it.each(ARTWORK_KINDS)('draws a small self-contained %s SVG, the same every time', (kind) => {
    for (const seed of [0, 1, 42, 987_654_321]) {
      const svg = renderArtwork(kind, seed, { title: longTitle });
      expect(svg).toBe(renderArtwork(kind, seed, { title: longTitle }));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(8 * 1024);
      // No fonts, images or scripts from elsewhere.
      expect(svg).not.toMatch(/<image|<script|@import|@font-face|href=/);
      expect(svg).not.toContain('<Werkstatt>');
    }
  });

  it('varies palette and composition with the seed', () => {
    const variants = new Set(Array.from({ length: 12 }, (_, seed) => renderArtwork('event', seed)));
    expect(variants.size).toBe(12);
    const backgrounds = new Set(Array.from({ length: 24 }, (_, seed) => /stop-color="(#[0-9a-f]{6})"/.exec(renderArtwork('production', seed))?.[1]));
    expect(backgrounds.size).toBeGreaterThan(4);
  });

  it('puts the title on posters and honours the requested size', () => {
    const svg = renderArtwork('event', 3, { title: 'Der Sturm', width: 600, height: 800 });
    expect(svg).toMatch(/>DER<\/tspan><tspan [^>]+>STURM</);
    expect(svg).toContain('viewBox="0 0 600 800"');
  });
});

describe('artwork paths', () => {
  it('round-trips kind, seed and title through the URL', () => {
    const path = artworkPath('portrait', 1234, 'Marlene Kühn');
    expect(path).toBe('/media/artwork/portrait/1234.svg?title=Marlene%20K%C3%BChn');
    expect(parseArtworkUrl(new URL(path, 'https://foyer.example'))).toEqual({ kind: 'portrait', seed: 1234, options: { title: 'Marlene Kühn', width: undefined, height: undefined } });
  });

  it('refuses what is not an artwork path', () => {
    for (const path of ['/media/artwork/poster/1.svg', '/media/artwork/event/x.svg', '/media/artwork/event/1.png', '/media/other/event/1.svg']) {
      expect(parseArtworkUrl(new URL(path, 'https://foyer.example'))).toBeNull();
    }
  });
});
