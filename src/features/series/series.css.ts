import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })
export const intro = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)', alignItems: 'start', gap: vars.space.xxl } },
})
export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: color.surfaceAlt })
export const text = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const description = style({ margin: 0, fontSize: vars.text.lead, lineHeight: 1.5 })
export const priceBox = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: color.surfaceAlt, borderTop: `4px solid ${color.accent}` })
export const priceLabel = style({ margin: 0, fontSize: vars.text.small, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: color.inkMuted })
export const price = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.text.h3, lineHeight: 1.2 })
export const events = style({ paddingTop: vars.space.xl })
