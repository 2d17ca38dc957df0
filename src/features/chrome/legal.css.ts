import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const legal = style({ paddingBlock: `${vars.space.xl} ${vars.space.xxl}` })
export const header = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${color.line}`,
})
export const title = style({ margin: 0, maxWidth: '18ch' })
export const updated = style({ margin: 0, fontSize: vars.text.small, color: color.inkMuted, letterSpacing: '0.02em' })
export const body = style({
  maxWidth: '44rem',
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  '@media': { [media.lg]: { marginInlineStart: 'min(16vw, 14rem)' } },
})
globalStyle(`${body} h2`, { fontSize: vars.text.h3, marginTop: vars.space.xl })
globalStyle(`${body} h3`, { fontSize: vars.text.h4, marginTop: vars.space.lg })
globalStyle(`${body} > :first-child`, { marginTop: 0 })
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: '1.25rem', margin: `0 0 ${vars.space.md}` })
globalStyle(`${body} li + li`, { marginTop: vars.space.xs })
globalStyle(`${body} a`, { color: color.accent })
