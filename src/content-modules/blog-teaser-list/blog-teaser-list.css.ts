import { style } from '@vanilla-extract/css'
import { card, cardMedia } from '../shared/module.css'
import { color, media, vars } from '~/styles/tokens.css'

export const main = style({
  marginBottom: vars.space.xl,
  '@media': {
    [media.lg]: {
      selectors: { [`${card}&`]: { display: 'grid', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'center', gap: vars.space.xl } },
    },
  },
})
export const mainMedia = style({ '@media': { [media.lg]: { selectors: { [`${cardMedia}&`]: { marginBottom: 0 } } } } })
export const mainTitle = style({ fontSize: vars.text.h2, margin: 0 })
export const mainText = style({ fontSize: vars.text.lead, color: color.inkMuted, margin: 0 })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
