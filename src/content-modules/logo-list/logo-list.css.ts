import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.xl} 0`,
  listStyle: 'none',
  borderBlock: `1px solid ${color.line}`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.xl } },
})
export const item = style({ display: 'grid', placeItems: 'center' })
export const logo = style({
  width: '140px',
  height: '84px',
  objectFit: 'contain',
  filter: 'grayscale(1)',
  opacity: 0.8,
  transition: 'filter 0.2s, opacity 0.2s',
  selectors: { 'a:hover > &, a:focus-visible > &': { filter: 'none', opacity: 1 } },
})
export const link = style({ display: 'block' })
