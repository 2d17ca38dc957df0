import { globalStyle, style } from '@vanilla-extract/css'
import { buttonPrimary, buttonSecondary } from '~/styles/buttons.css'
import { color, media, vars } from '~/styles/tokens.css'

export const shop = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: '64rem' })
export const page = style({ display: 'grid', gap: vars.space.md })
export const topBar = style({ maxWidth: 'none', margin: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md })
export const title = style({ fontSize: vars.text.h2, margin: 0, selectors: { '&:focus': { outline: 'none' } } })
export const muted = style({ color: color.inkMuted, margin: 0 })

export const notice = style({ margin: 0, padding: vars.space.md, background: color.surfaceAlt, borderRadius: vars.radius.sm, maxWidth: 'none' })
export const demoNotice = style({
  margin: 0,
  padding: vars.space.md,
  border: `2px dashed ${color.ink}`,
  borderRadius: vars.radius.sm,
  background: color.accentSoft,
  fontWeight: 600,
  maxWidth: 'none',
})
export const error = style({ margin: 0, padding: vars.space.md, border: `2px solid ${color.danger}`, borderRadius: vars.radius.sm, color: color.danger, fontWeight: 600 })

export const timer = style({
  maxWidth: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: color.surfaceAlt,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
})
export const timerValue = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.text.h4 })

export const table = style({ width: '100%', borderCollapse: 'collapse', background: color.surface })
globalStyle(`${table} th, ${table} td`, { padding: vars.space.sm, borderBottom: `1px solid ${color.line}`, textAlign: 'left', verticalAlign: 'top' })
globalStyle(`${table} thead th`, { fontSize: vars.text.small, color: color.inkMuted, fontWeight: 700 })
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: 700, borderBottom: 0 })
export const number = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: 'right' })
export const lineTitle = style({ fontWeight: 700 })
export const lineMeta = style({ display: 'block', color: color.inkMuted, fontSize: vars.text.small })

/** Small screens: each cart line is a card, the header row is only for screen readers. */
export const responsiveTable = style({})
globalStyle(`${responsiveTable} thead`, { '@media': { 'screen and (max-width: 47.99em)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } })
globalStyle(`${responsiveTable} tbody tr`, { '@media': { 'screen and (max-width: 47.99em)': { display: 'grid', gridTemplateColumns: '1fr auto', borderBottom: `1px solid ${color.line}` } } })
globalStyle(`${responsiveTable} tbody td`, { '@media': { 'screen and (max-width: 47.99em)': { borderBottom: 0 } } })
globalStyle(`${responsiveTable} tbody td:first-child`, { '@media': { 'screen and (max-width: 47.99em)': { gridColumn: '1 / -1' } } })

export const quantity = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm })
export const smallButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.pill,
  background: color.surface,
  color: color.ink,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:hover:not(:disabled)': { borderColor: color.ink }, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'flex-end' })
export const primary = style([buttonPrimary, { selectors: { '&:disabled': { cursor: 'progress', opacity: 0.7 } } }])
export const secondary = buttonSecondary

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 700 })
export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: color.surface,
  color: color.ink,
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' } },
})
export const fieldError = style({ margin: 0, color: color.danger, fontWeight: 600, fontSize: vars.text.small })
export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.sm })
export const formTitle = style({ fontSize: vars.text.h4, margin: 0 })
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` })
export const radio = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontWeight: 600 })

export const eventHeader = style({ display: 'grid', gap: vars.space.xs })
export const columns = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } } })
