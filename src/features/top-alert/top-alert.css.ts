import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const alert = style({
  position: 'relative',
  zIndex: vars.z.alert,
  background: color.accent,
  color: color.accentInk,
})
export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  '@media': { [media.md]: { alignItems: 'center' } },
})
export const content = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  '@media': { [media.md]: { gridTemplateColumns: 'auto 1fr auto', alignItems: 'baseline' } },
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.body,
  fontWeight: 700,
  lineHeight: 1.3,
})
/** two lines on small screens (programme.md §2) */
export const text = style({
  margin: 0,
  maxWidth: 'none',
  fontSize: vars.text.small,
  lineHeight: 1.45,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  '@media': { [media.md]: { display: 'block', WebkitLineClamp: 'unset', overflow: 'visible' } },
})
export const link = style({
  justifySelf: 'start',
  fontSize: vars.text.small,
  fontWeight: 700,
  color: 'inherit',
  whiteSpace: 'nowrap',
  textDecorationThickness: '2px',
  selectors: { '&:hover': { color: 'inherit', textDecorationThickness: '3px' } },
})
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBlock: '-0.5rem',
  padding: 0,
  border: '1px solid color-mix(in srgb, currentColor 45%, transparent)',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'color-mix(in srgb, currentColor 15%, transparent)' },
    '&:focus-visible': { outline: `3px solid ${color.accentInk}`, outlineOffset: '2px' },
  },
})
