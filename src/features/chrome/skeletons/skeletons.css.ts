import { keyframes, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } })

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${color.surfaceAlt} 25%, color-mix(in srgb, ${color.surfaceAlt} 55%, ${color.page}) 50%, ${color.surfaceAlt} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})
export const line = style([bone, { height: '1rem' }])
export const title = style([bone, { height: 'clamp(2.2rem, 1.6rem + 3vw, 4.2rem)', maxWidth: '32rem' }])
export const media16x9 = style([bone, { aspectRatio: '16 / 9', borderRadius: 0 }])
export const media4x5 = style([bone, { aspectRatio: '4 / 5', borderRadius: 0 }])
export const media3x2 = style([bone, { aspectRatio: '3 / 2', borderRadius: 0 }])
export const circle = style([bone, { aspectRatio: '1', borderRadius: '50%' }])
export const pill = style([bone, { height: '2.5rem', width: '7rem', borderRadius: vars.radius.pill }])

export const region = style({ paddingBlock: vars.space.xl })
export const stack = style({ display: 'grid', gap: vars.space.sm })
export const stackLarge = style({ display: 'grid', gap: vars.space.lg })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const dayHeading = style([bone, { height: '1.5rem', width: '12rem', marginBottom: vars.space.sm }])
export const eventRow = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${color.line}`,
  '@media': { [media.md]: { gridTemplateColumns: '6rem 14rem 1fr auto', alignItems: 'center' } },
})
export const grid2 = style({ display: 'grid', gap: vars.space.xl, '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } })
export const grid3 = style({ display: 'grid', gap: vars.space.xl, '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } } })
export const grid4 = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(2, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } } })
export const detail = style({ display: 'grid', gap: vars.space.xl, '@media': { [media.lg]: { gridTemplateColumns: '2fr 1fr' } } })
