// Generated artwork for the demo content: every image reference of the seed is an
// `/media/artwork/<kind>/<seed>.svg` path that this module renders on request, so the demo needs no
// downloaded or committed images. Deterministic: the same kind, seed and title give the same SVG.

export const ARTWORK_KINDS = ['event', 'production', 'portrait', 'venue', 'article', 'logo', 'hero'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export type ArtworkOptions = { title?: string; width?: number; height?: number };

const DEFAULT_SIZE: Record<ArtworkKind, readonly [number, number]> = {
  event: [1240, 700],
  production: [1240, 700],
  portrait: [400, 500],
  venue: [1240, 700],
  article: [1240, 700],
  logo: [280, 168],
  hero: [1600, 900],
};

export const ARTWORK_PATH_PREFIX = '/media/artwork/';

/** The size a piece of artwork is drawn at: the kind's own, or the one its address asks for. */
export function artworkSize(kind: ArtworkKind, options: ArtworkOptions = {}): { width: number; height: number } {
  const [width, height] = DEFAULT_SIZE[kind];
  return { width: options.width ?? width, height: options.height ?? height };
}

function isArtworkKind(value: string): value is ArtworkKind {
  return ARTWORK_KINDS.some((kind) => kind === value);
}

/** The public path of a piece of artwork; `title` is drawn onto posters. */
export function artworkPath(kind: ArtworkKind, seed: number, title?: string): string {
  const base = `${ARTWORK_PATH_PREFIX}${kind}/${seed}.svg`;
  return title ? `${base}?title=${encodeURIComponent(title)}` : base;
}

/** Reads kind, seed and title back from a request URL; null when it is no artwork path. */
export function parseArtworkUrl(url: URL): { kind: ArtworkKind; seed: number; options: ArtworkOptions } | null {
  const match = /^\/media\/artwork\/([a-z]+)\/(\d{1,10})\.svg$/.exec(url.pathname);
  if (!match) return null;
  const [, kind = '', seedText = ''] = match;
  if (!isArtworkKind(kind)) return null;
  const size = (name: string): number | undefined => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value >= 16 && value <= 4000 ? value : undefined;
  };
  const title = url.searchParams.get('title')?.slice(0, 120) || undefined;
  return { kind, seed: Number(seedText), options: { title, width: size('w'), height: size('h') } };
}

type Palette = { from: string; to: string; accent: string; light: string; ink: string };

// Hand-picked stage palettes: deep backgrounds with one warm and one pale light each.
const PALETTES: readonly Palette[] = [
  { from: '#1b1035', to: '#5b1a4a', accent: '#ff6b3d', light: '#ffd9a0', ink: '#fff6ec' },
  { from: '#04253a', to: '#0f5e6e', accent: '#f2c14e', light: '#bff4ee', ink: '#f4fbfb' },
  { from: '#2a0d0d', to: '#8c1c13', accent: '#ffb400', light: '#ffe8c2', ink: '#fff8ef' },
  { from: '#0e1b2c', to: '#2f4b7c', accent: '#ff7eb6', light: '#c9dcff', ink: '#f6f8ff' },
  { from: '#102418', to: '#2e6b3f', accent: '#e9ff70', light: '#d8f5c8', ink: '#f7fff2' },
  { from: '#241a3a', to: '#6a4c93', accent: '#ffca3a', light: '#e6dbff', ink: '#fbf8ff' },
  { from: '#3a1f04', to: '#b5651d', accent: '#1fd1c1', light: '#ffe2bd', ink: '#fffaf2' },
  { from: '#111111', to: '#3d3d46', accent: '#e63946', light: '#f1faee', ink: '#ffffff' },
  { from: '#062925', to: '#1b7f79', accent: '#ff8c61', light: '#ffe5d9', ink: '#f2fffd' },
  { from: '#2b0f3a', to: '#c2185b', accent: '#40c4ff', light: '#ffd6e8', ink: '#fff5fa' },
  { from: '#0b132b', to: '#3a506b', accent: '#5bc0be', light: '#ffe8a3', ink: '#f5faff' },
  { from: '#33261d', to: '#7d5a44', accent: '#ffd166', light: '#f6e7d8', ink: '#fffaf4' },
];

const FALLBACK_PALETTE: Palette = { from: '#1b1035', to: '#5b1a4a', accent: '#ff6b3d', light: '#ffd9a0', ink: '#fff6ec' };

type Rng = { next(): number; between(min: number, max: number): number };

function rng(seed: number): Rng {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (min, max) => min + next() * (max - min) };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

/** Greedy word wrap by an average glyph width; long single words are kept whole. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function titleBlock(title: string, x: number, bottom: number, width: number, size: number, color: string, maxLines = 3): string {
  const lines = wrap(title.toUpperCase(), Math.max(6, Math.floor(width / (size * 0.62))), maxLines);
  const lineHeight = size * 1.02;
  const top = bottom - (lines.length - 1) * lineHeight;
  const tspans = lines.map((line, i) => `<tspan x="${n(x)}" y="${n(top + i * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  return `<text font-family="'Helvetica Neue',Arial,sans-serif" font-weight="800" font-size="${n(size)}" letter-spacing="-1" fill="${color}">${tspans}</text>`;
}

function defs(id: string, p: Palette, angle: number): string {
  return (
    `<defs><linearGradient id="${id}b" gradientTransform="rotate(${n(angle)} .5 .5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<linearGradient id="${id}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity=".75"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="${id}s"><stop offset="0" stop-color="${p.accent}" stop-opacity=".95"/><stop offset=".6" stop-color="${p.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<filter id="${id}g"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 .07 0"/></filter></defs>`
  );
}

/** Light cones from rigging points above the stage. */
function beams(id: string, r: Rng, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.between(0.05, 0.95) * w;
    const spread = r.between(0.08, 0.22) * w;
    const target = x + r.between(-0.35, 0.35) * w;
    out += `<polygon points="${n(x - 6)},0 ${n(x + 6)},0 ${n(target + spread)},${n(h)} ${n(target - spread)},${n(h)}" fill="url(#${id}l)" opacity="${n(r.between(0.25, 0.6))}"/>`;
  }
  return out;
}

function shapes(r: Rng, p: Palette, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const color = i % 2 === 0 ? p.accent : p.light;
    const x = r.between(0, w);
    const y = r.between(0, h);
    const size = r.between(0.08, 0.35) * Math.min(w, h);
    const opacity = n(r.between(0.15, 0.8));
    const pick = r.next();
    if (pick < 0.35) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size / 2)}" fill="${color}" opacity="${opacity}"/>`;
    else if (pick < 0.7)
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size * r.between(0.2, 1.4))}" fill="${color}" opacity="${opacity}" transform="rotate(${n(r.between(-40, 40))} ${n(x)} ${n(y)})"/>`;
    else
      out += `<path d="M${n(x)} ${n(y)}l${n(size)} ${n(size * 0.2)}l${n(-size * 0.6)} ${n(size * 0.9)}z" fill="none" stroke="${color}" stroke-width="${n(size * 0.06)}" opacity="${opacity}"/>`;
  }
  return out;
}

/** A head-and-shoulders figure built from simple forms, rim-lit from one side. */
function figure(p: Palette, cx: number, baseY: number, scale: number, lean: number): string {
  const head = 0.13 * scale;
  const headY = baseY - scale * 0.7;
  const neckY = headY + head * 1.05;
  const shoulderY = headY + head * 2.1;
  const shoulder = scale * 0.34;
  return (
    `<g transform="rotate(${n(lean)} ${n(cx)} ${n(baseY)})">` +
    `<path d="M${n(cx - shoulder * 1.05)} ${n(baseY)}L${n(cx - shoulder)} ${n(shoulderY + head * 0.8)}Q${n(cx - shoulder)} ${n(shoulderY)} ${n(cx - head * 0.9)} ${n(shoulderY - head * 0.15)}L${n(cx - head * 0.45)} ${n(neckY)}L${n(cx + head * 0.45)} ${n(neckY)}L${n(cx + head * 0.9)} ${n(shoulderY - head * 0.15)}Q${n(cx + shoulder)} ${n(shoulderY)} ${n(cx + shoulder)} ${n(shoulderY + head * 0.8)}L${n(cx + shoulder * 1.05)} ${n(baseY)}z" fill="${p.from}" opacity=".94"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(head * 0.86)}" ry="${n(head)}" fill="${p.from}"/>` +
    `<path d="M${n(cx + head * 0.25)} ${n(headY - head)}a${n(head * 0.86)} ${n(head)} 0 0 1 0 ${n(head * 2)}" fill="none" stroke="${p.accent}" stroke-width="${n(head * 0.14)}" opacity=".9"/>` +
    `<path d="M${n(cx + head * 0.95)} ${n(shoulderY - head * 0.1)}Q${n(cx + shoulder)} ${n(shoulderY)} ${n(cx + shoulder)} ${n(shoulderY + head * 0.8)}" fill="none" stroke="${p.accent}" stroke-width="${n(head * 0.1)}" opacity=".7"/>` +
    `</g>`
  );
}

function frame(w: number, h: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

const HOUSE = 'KULTURHAUS AM FLUSS';

export function renderArtwork(kind: ArtworkKind, seed: number, options: ArtworkOptions = {}): string {
  const { width: w, height: h } = artworkSize(kind, options);
  const r = rng(seed * 7919 + kind.length);
  const p = PALETTES[Math.floor(r.next() * PALETTES.length)] ?? FALLBACK_PALETTE;
  const id = `a${(seed % 100000).toString(36)}`;
  const title = options.title?.trim() ?? '';
  const unit = Math.min(w, h);
  const background = `${defs(id, p, r.between(0, 360))}<rect width="${w}" height="${h}" fill="url(#${id}b)"/>`;
  const grain = `<rect width="${w}" height="${h}" filter="url(#${id}g)"/>`;
  const label = (x: number, y: number, size: number, text: string) =>
    `<text x="${n(x)}" y="${n(y)}" font-family="Arial,sans-serif" font-weight="700" font-size="${n(size)}" letter-spacing="${n(size * 0.25)}" fill="${p.ink}" opacity=".85">${escapeXml(text)}</text>`;

  switch (kind) {
    case 'event':
    case 'hero': {
      const spot = `<ellipse cx="${n(r.between(0.3, 0.8) * w)}" cy="${n(h * 0.82)}" rx="${n(w * 0.32)}" ry="${n(h * 0.12)}" fill="url(#${id}s)"/>`;
      const people = r.next() < 0.6 ? figure(p, r.between(0.55, 0.85) * w, h * 0.86, h * 0.55, r.between(-8, 8)) : '';
      const text = title ? titleBlock(title, unit * 0.07, h - unit * 0.1, w * 0.62, unit * (kind === 'hero' ? 0.13 : 0.12), p.ink) : '';
      return frame(w, h, `${background}${beams(id, r, w, h, 4)}${shapes(r, p, w, h, 3)}${spot}${people}${grain}${label(unit * 0.07, unit * 0.1, unit * 0.035, HOUSE)}${text}`, title || 'Veranstaltung');
    }
    case 'production': {
      const bars = Array.from({ length: 5 }, (_, i) => `<rect x="${n((i / 5) * w)}" y="0" width="${n(w / 10)}" height="${h}" fill="${p.accent}" opacity="${n(0.05 + r.next() * 0.2)}"/>`).join('');
      const ring = `<circle cx="${n(r.between(0.55, 0.85) * w)}" cy="${n(r.between(0.3, 0.6) * h)}" r="${n(unit * r.between(0.25, 0.4))}" fill="none" stroke="${p.light}" stroke-width="${n(unit * 0.05)}" opacity=".8"/>`;
      const text = title ? titleBlock(title, unit * 0.07, h - unit * 0.1, w * 0.7, unit * 0.12, p.ink) : '';
      return frame(w, h, `${background}${bars}${shapes(r, p, w, h, 5)}${ring}${grain}${label(unit * 0.07, unit * 0.1, unit * 0.035, `${HOUSE} · PRODUKTION`)}${text}`, title || 'Produktion');
    }
    case 'portrait': {
      const halo = `<circle cx="${n(w * 0.5)}" cy="${n(h * 0.42)}" r="${n(unit * 0.42)}" fill="url(#${id}s)"/>`;
      const body = figure(p, w * r.between(0.45, 0.55), h * 1.02, h * 0.95, r.between(-4, 4));
      const initials = title
        ? `<text x="${n(w * 0.08)}" y="${n(h * 0.14)}" font-family="Georgia,serif" font-style="italic" font-size="${n(unit * 0.12)}" fill="${p.ink}">${escapeXml(
            title
              .split(/\s+/)
              .map((part) => part[0] ?? '')
              .join('')
              .slice(0, 3),
          )}</text>`
        : '';
      return frame(w, h, `${background}${beams(id, r, w, h, 2)}${halo}${body}${grain}${initials}`, title || 'Porträt');
    }
    case 'venue': {
      let skyline = '';
      let x = 0;
      while (x < w) {
        const bw = r.between(0.08, 0.2) * w;
        const bh = r.between(0.25, 0.6) * h;
        skyline += `<rect x="${n(x)}" y="${n(h * 0.78 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${p.from}" opacity=".9"/>`;
        for (let wy = h * 0.78 - bh + 20; wy < h * 0.74; wy += 34) {
          if (r.next() < 0.45) skyline += `<rect x="${n(x + bw * 0.2)}" y="${n(wy)}" width="${n(bw * 0.18)}" height="14" fill="${p.light}" opacity=".8"/>`;
        }
        x += bw + 4;
      }
      const water = Array.from({ length: 4 }, (_, i) => `<path d="M0 ${n(h * (0.82 + i * 0.045))}q${n(w / 8)} -12 ${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0t${n(w / 4)} 0" fill="none" stroke="${p.accent}" stroke-width="4" opacity="${n(0.7 - i * 0.15)}"/>`).join('');
      const moon = `<circle cx="${n(r.between(0.6, 0.9) * w)}" cy="${n(h * 0.2)}" r="${n(unit * 0.08)}" fill="${p.light}"/>`;
      const text = title ? titleBlock(title, unit * 0.07, unit * 0.2, w * 0.6, unit * 0.08, p.ink, 2) : '';
      return frame(w, h, `${background}${moon}${skyline}${water}${grain}${text}`, title || 'Spielstätte');
    }
    case 'article': {
      const block = `<rect x="${n(w * 0.55)}" y="0" width="${n(w * 0.45)}" height="${h}" fill="${p.accent}" opacity=".9"/>`;
      const lines = Array.from({ length: 6 }, (_, i) => `<rect x="${n(w * 0.6)}" y="${n(h * (0.2 + i * 0.1))}" width="${n(w * r.between(0.2, 0.33))}" height="${n(h * 0.018)}" fill="${p.from}" opacity=".55"/>`).join('');
      const text = title ? titleBlock(title, unit * 0.07, h - unit * 0.12, w * 0.45, unit * 0.085, p.ink, 4) : '';
      return frame(w, h, `${background}${shapes(r, p, w * 0.55, h, 3)}${block}${lines}${grain}${label(unit * 0.07, unit * 0.1, unit * 0.035, 'MEDIATHEK')}${text}`, title || 'Artikel');
    }
    case 'logo': {
      const mark = `<circle cx="${n(h * 0.5)}" cy="${n(h * 0.5)}" r="${n(h * 0.32)}" fill="${p.accent}"/><path d="M${n(h * 0.28)} ${n(h * 0.6)}q${n(h * 0.11)} -${n(h * 0.12)} ${n(h * 0.22)} 0t${n(h * 0.22)} 0" fill="none" stroke="${p.from}" stroke-width="${n(h * 0.05)}"/>`;
      const lines = wrap((title || 'Partner').toUpperCase(), 14, 2);
      const longest = Math.max(...lines.map((line) => line.length), 1);
      // Shrink the wordmark until its longest line fits right of the mark.
      const size = Math.min(h * 0.17, (w - h * 1.05) / (longest * 0.66));
      const words = lines
        .map((line, i) => `<text x="${n(h * 0.95)}" y="${n(h * 0.5 + (i - (lines.length - 1) / 2) * size * 1.15 + size * 0.35)}" font-family="Arial,sans-serif" font-weight="800" font-size="${n(size)}" fill="${p.ink}">${escapeXml(line)}</text>`)
        .join('');
      return frame(w, h, `<rect width="${w}" height="${h}" rx="${n(h * 0.08)}" fill="${p.from}"/>${mark}${words}`, title || 'Logo');
    }
  }
}
