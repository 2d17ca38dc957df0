import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${color.line}` })
export const event = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.25rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${color.line}`,
  selectors: { '&:focus-within': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' } },
  '@media': { [media.md]: { gridTemplateColumns: '6rem minmax(0, 1fr) 12rem', gap: vars.space.xl } },
})
export const date = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.1, textAlign: 'center' })
export const weekday = style({ fontSize: vars.text.small, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.accent })
export const day = style({ fontFamily: vars.font.display, fontSize: 'clamp(2rem, 1.6rem + 1.5vw, 3rem)', fontWeight: 600 })
export const month = style({ fontSize: vars.text.small, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.inkMuted })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const meta = style({ margin: 0, fontSize: vars.text.small, fontWeight: 600, color: color.inkMuted })
export const title = style({ margin: 0, fontSize: vars.text.h4 })
export const subtitle = style({ margin: 0, color: color.inkMuted })
export const thumb = style({
  display: 'none',
  aspectRatio: '1240 / 700',
  overflow: 'hidden',
  background: color.surfaceAlt,
  '@media': { [media.md]: { display: 'block' } },
})
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const cancelled = style({ textDecoration: 'line-through' })
export const empty = style({ padding: vars.space.lg, background: color.surfaceAlt, margin: 0 })
export const more = style({ marginTop: vars.space.lg })
