import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const page = style({ padding: `${vars.space.xl} ${vars.size.gutter}`, maxWidth: '100%' })
export const tableWrap = style({ overflowX: 'auto', marginBlock: vars.space.lg })
export const table = style({ borderCollapse: 'collapse', minWidth: '40rem' })
export const cell = style({ border: `1px solid ${color.line}`, padding: vars.space.sm, verticalAlign: 'top', textAlign: 'start' })
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' })
export const muted = style({ color: color.inkMuted, margin: 0 })
/** The button that deletes every entry: outlined in the danger colour, so it is not mistaken for the others. */
export const danger = style({ borderColor: color.danger, color: color.danger })
