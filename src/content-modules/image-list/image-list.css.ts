import { style } from '@vanilla-extract/css'
import { color } from '~/styles/tokens.css'

export const figure = style({ margin: 0 })
export const frame = style({ aspectRatio: '1240 / 700', overflow: 'hidden', background: color.surfaceAlt })
export const portraitFrame = style({ aspectRatio: '4 / 5', maxHeight: '80vh', marginInline: 'auto' })
export const picture = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const imageLink = style({ display: 'block', height: '100%' })
