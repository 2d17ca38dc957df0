import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const figure = style({ margin: 0, padding: vars.space.lg, background: color.surfaceAlt, maxWidth: '48rem' })
export const title = style({ fontFamily: vars.font.display, fontSize: vars.text.h4, marginBottom: vars.space.sm })
export const audio = style({ display: 'block', width: '100%' })
