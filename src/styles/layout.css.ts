import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const container = style({
  width: '100%',
  maxWidth: vars.size.containerMax,
  marginInline: 'auto',
  paddingInline: vars.size.gutter,
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const section = style({ paddingBlock: vars.space.xxl })

/** a site fragment's element (src/lib/site-fragments.ts) adds no box of its own */
export const siteFragment = style({ display: 'contents' })
