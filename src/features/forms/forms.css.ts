import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const page = style({ maxWidth: '46rem', paddingBlock: vars.space.xxl })
export const intro = style({ fontSize: vars.text.lead, marginBottom: vars.space.lg })
export const hint = style({ color: color.inkMuted, fontSize: vars.text.small })
export const form = style({ display: 'grid', gap: vars.space.lg })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 700 })
export const fieldset = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs })
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
export const textarea = style([control, { minHeight: '8rem', resize: 'vertical' }])
export const help = style({ color: color.inkMuted, fontSize: vars.text.small, margin: 0 })
export const error = style({ color: color.danger, fontWeight: 700, margin: 0 })
export const summary = style({
  border: `2px solid ${color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: color.surface,
  color: color.ink,
})
export const success = style({
  border: `2px solid ${color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: color.surface,
})
export const progress = style({ width: '100%', height: '0.5rem' })
export const attached = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 })
export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: color.ink,
  textDecoration: 'underline',
  cursor: 'pointer',
})
/** Out of sight and out of the tab order; only a bot fills it in. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' })
export const required = style({ color: color.danger, marginInlineStart: vars.space.xs })
