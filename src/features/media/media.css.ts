import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const library = style({ display: 'grid', gap: vars.space.lg })
export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.md, background: color.surface })
export const panelTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 60em)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' } },
})
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
})
export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `2px solid ${color.line}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.ink,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { borderColor: color.ink, background: color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
})
export const thumb = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: color.surfaceAlt, display: 'grid', placeItems: 'center', fontWeight: 700 })
export const tileName = style({ fontSize: vars.text.small, overflowWrap: 'anywhere' })
export const focalFrame = style({ position: 'relative', display: 'inline-block', maxWidth: '100%', cursor: 'crosshair' })
export const focalImage = style({ display: 'block', maxWidth: '100%', maxHeight: '20rem' })
export const focalMarker = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  marginLeft: '-0.75rem',
  marginTop: '-0.75rem',
  border: '3px solid #fff',
  borderRadius: '50%',
  boxShadow: '0 0 0 2px #000',
  pointerEvents: 'none',
})
globalStyle(`${panel} label`, { fontWeight: 600 })
