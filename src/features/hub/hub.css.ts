import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const hub = style({ maxWidth: '40rem', marginInline: 'auto', padding: `${vars.space.xxl} ${vars.size.gutter}` })
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '26rem' })
export const error = style({ color: color.danger, fontWeight: 600 })
export const submit = style({
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: color.ink,
  color: color.page,
  fontWeight: 700,
  cursor: 'pointer',
})
