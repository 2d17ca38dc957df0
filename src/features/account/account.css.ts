import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'
import { buttonSecondary } from '~/styles/buttons.css'

export const page = style({ maxWidth: '46rem', paddingBlock: vars.space.xxl, display: 'grid', gap: vars.space.xl })
export const panel = style({ display: 'grid', gap: vars.space.md })
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '28rem' })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 700 })
export const option = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
export const control = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${color.inkMuted}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.ink,
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' } },
})
export const help = style({ color: color.inkMuted, fontSize: vars.text.small, margin: 0 })
export const error = style({ color: color.danger, fontWeight: 700, margin: 0 })
export const ok = style({ color: color.success, fontWeight: 700, margin: 0 })
export const table = style({ borderCollapse: 'collapse', width: '100%' })
export const cell = style({ borderBottom: `1px solid ${color.line}`, padding: vars.space.sm, textAlign: 'start', verticalAlign: 'top' })
export const sessions = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm })
export const session = style({ borderBottom: `1px solid ${color.line}`, paddingBlock: vars.space.sm })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 })
/** The button that deletes the account: outlined in the danger colour, unlike every other button of the page. */
export const dangerButton = style([buttonSecondary, { borderColor: color.danger, color: color.danger }])
