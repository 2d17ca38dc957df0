import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const dashboard = style({ maxWidth: '64rem', marginInline: 'auto', padding: `${vars.space.xxl} ${vars.size.gutter}`, display: 'grid', gap: vars.space.md })
export const sorts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const sortLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.pill,
  color: color.ink,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: color.ink, color: color.page } },
})
export const tableWrap = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${color.line}`, textAlign: 'start' })
export const number = style([cell, { textAlign: 'end' }])
