import { style } from '@vanilla-extract/css'

export const group = style({ margin: 0 })
export const title = style({ margin: 0, maxWidth: '28ch' })
