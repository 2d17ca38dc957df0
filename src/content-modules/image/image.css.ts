import { style } from '@vanilla-extract/css'
import { color } from '~/styles/tokens.css'

export const figure = style({ margin: 0 })
export const portrait = style({ maxWidth: '25rem' })
export const picture = style({ width: '100%', height: 'auto', background: color.surfaceAlt })
export const imageLink = style({ display: 'block' })
