import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const subline = style({ margin: 0, fontWeight: 600, color: color.ink })
export const cue = style({ marginTop: 'auto', paddingTop: vars.space.sm, color: color.accent })
