import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })
export const groups = style({ display: 'grid', gap: vars.space.xxl, paddingTop: vars.space.lg })
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${vars.space.xl} ${vars.space.lg}` },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})
export const portraitFrame = style({ aspectRatio: '4 / 5' })
export const name = style({ margin: 0, fontSize: vars.text.h4, lineHeight: 1.2 })
export const role = style({ margin: 0, color: color.inkMuted, fontSize: vars.text.small })

export const crumbs = style({ paddingTop: vars.space.xl })
/** Phones: name, portrait, biography; wider: the portrait on the left of name and biography. */
export const person = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "portrait" "bio"',
  gap: vars.space.lg,
  paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gridTemplateAreas: '"portrait head" "portrait bio"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xxl,
      alignItems: 'start',
    },
  },
})
export const portrait = style({
  gridArea: 'portrait',
  margin: 0,
  maxWidth: '26rem',
  background: color.surfaceAlt,
  '@media': { [media.md]: { maxWidth: 'none', position: 'sticky', top: '7rem' } },
})
export const portraitImage = style({ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover' })
export const personHead = style({ gridArea: 'head', display: 'grid', gap: vars.space.md, alignContent: 'start' })
export const personBio = style({ gridArea: 'bio', minWidth: 0 })
export const personTitle = style({ margin: 0, fontSize: vars.text.h1, lineHeight: 1.02 })
export const personRole = style({ margin: 0, fontSize: vars.text.lead, color: color.inkMuted })
export const sections = style({ display: 'grid', gap: vars.space.xxl, paddingBottom: vars.space.xxl })
