import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const figure = style({ margin: 0 })
export const caption = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}` })
export const title = style({ fontFamily: vars.font.display, fontSize: vars.text.h4, color: color.ink })
export const video = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', background: color.ink })
export const text = style({ margin: `${vars.space.xs} 0 0` })
