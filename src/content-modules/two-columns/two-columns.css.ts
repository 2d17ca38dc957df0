import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl } },
})
export const textFirst = style({
  '@media': { [media.md]: { gridTemplateAreas: '"text image"' } },
})
export const imageFirst = style({
  '@media': { [media.md]: { gridTemplateAreas: '"image text"' } },
})
// areas only where the template names them, or the two would share one implicit cell on phones
export const picture = style({ background: color.surfaceAlt, '@media': { [media.md]: { gridArea: 'image' } } })
export const text = style({ '@media': { [media.md]: { gridArea: 'text' } } })
export const image = style({ width: '100%', height: 'auto' })
