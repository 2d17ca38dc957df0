import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const footerList = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' })
export const logo = style({ display: 'block', maxHeight: '3.5rem', width: 'auto', maxWidth: '9rem', objectFit: 'contain' })
export const logoLarge = style({ display: 'block', width: '140px', maxWidth: '100%', height: '84px', objectFit: 'contain' })
export const link = style({ display: 'block' })
export const groups = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, borderBlock: `1px solid ${color.line}` })
export const group = style({ display: 'grid', gap: vars.space.md })
export const groupTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const groupList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' } },
})
// a logo starts where its level's heading does (centred in a half-width cell it looked indented on a phone)
export const groupItem = style({ display: 'grid', placeItems: 'center start' })
