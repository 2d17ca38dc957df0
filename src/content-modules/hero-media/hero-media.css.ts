import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const hero = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: 'clamp(30rem, 78vh, 54rem)',
  overflow: 'hidden',
  background: color.ink,
  color: '#fff',
  isolation: 'isolate',
})
export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -2, width: '100%', height: '100%', objectFit: 'cover' })
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: 'linear-gradient(180deg, rgba(10, 8, 16, 0) 25%, rgba(10, 8, 16, 0.55) 60%, rgba(10, 8, 16, 0.85))',
  '@media': { [media.lg]: { background: 'linear-gradient(100deg, rgba(10, 8, 16, 0.82) 0%, rgba(10, 8, 16, 0.45) 45%, rgba(10, 8, 16, 0) 75%)' } },
})
export const content = style({ paddingBlock: `${vars.space.xxl} ${vars.space.xl}` })
export const panel = style({ maxWidth: '40rem', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })
export const headline = style({ fontSize: vars.text.h1, margin: 0, color: '#fff', textWrap: 'balance' })
export const text = style({ fontSize: vars.text.lead, lineHeight: 1.45 })
export const videoToggle = style({
  position: 'absolute',
  insetInlineEnd: vars.size.gutter,
  insetBlockStart: vars.space.lg,
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: '2px solid #fff',
  background: 'rgba(10, 8, 16, 0.45)',
  color: '#fff',
  cursor: 'pointer',
})
