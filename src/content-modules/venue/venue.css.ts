import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const venue = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  borderBlock: `1px solid ${color.line}`,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'center', gap: vars.space.xl } },
})
export const frame = style({ aspectRatio: '1240 / 700', overflow: 'hidden', background: color.surfaceAlt })
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const name = style({ fontSize: vars.text.h3, margin: `0 0 ${vars.space.sm}` })
export const address = style({ fontStyle: 'normal', marginBottom: vars.space.md, color: color.inkMuted })
