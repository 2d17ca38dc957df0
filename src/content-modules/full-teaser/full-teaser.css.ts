import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const teaser = style({
  position: 'relative',
  display: 'grid',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'end', paddingBlockEnd: vars.space.xl } },
})
export const frame = style({
  overflow: 'hidden',
  aspectRatio: '1240 / 700',
  background: color.surfaceAlt,
  '@media': { [media.lg]: { gridColumn: '1 / -1', gridRow: 1 } },
})
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0 0`,
  '@media': {
    [media.lg]: {
      gridColumn: '1 / span 6',
      gridRow: 1,
      marginBlockEnd: `calc(-1 * ${vars.space.xl})`,
      marginInlineStart: vars.space.xl,
      padding: vars.space.xl,
      background: color.surface,
      boxShadow: vars.shadow.raised,
    },
  },
})
export const noImagePanel = style({
  '@media': { [media.lg]: { gridColumn: '1 / span 8', marginInlineStart: 0, marginBlockEnd: 0, borderInlineStart: `4px solid ${color.accent}` } },
})
export const headline = style({ fontSize: vars.text.h2, margin: 0 })
export const text = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: 'pre-line' })
export const action = style({ marginTop: vars.space.md })
