import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

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

export const wide = style({ maxWidth: '64rem', marginInline: 'auto', padding: `${vars.space.xl} ${vars.size.gutter}` })
export const nav = style({ marginBlock: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${color.line}` })
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.sm}` })
export const navCurrent = style({ fontWeight: 700, textDecoration: 'none' })
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  padding: 0,
  margin: `${vars.space.md} 0`,
})
export const count = style({ padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.md })
export const countValue = style({ display: 'block', fontSize: vars.text.h4, fontWeight: 700 })
export const table = style({ width: '100%', borderCollapse: 'collapse', marginBlock: vars.space.md })
export const cell = style({ textAlign: 'left', verticalAlign: 'top', padding: vars.space.sm, borderBottom: `1px solid ${color.line}` })
export const url = style({ fontFamily: vars.font.mono, wordBreak: 'break-all', fontSize: vars.text.small })
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const fieldError = style({ color: color.danger, fontSize: vars.text.small, margin: 0 })
export const button = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${color.ink}`,
  borderRadius: vars.radius.pill,
  background: color.page,
  color: color.ink,
  cursor: 'pointer',
})
export const languages = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md })
export const muted = style({ color: color.inkMuted })
export const wideForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' })
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.text.small, width: '100%', padding: vars.space.sm, border: `1px solid ${color.line}`, borderRadius: vars.radius.sm })
/** A button that reads as a link (a row's subject opens the mail). */
export const linkButton = style({ padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit', textAlign: 'left', textDecoration: 'underline', cursor: 'pointer' })
export const small = style({ display: 'block', fontSize: vars.text.small, color: color.inkMuted })
export const notice = style({ padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.md, background: color.page })
export const facts = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr', rowGap: vars.space.xs } },
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere', '@media': { [media.md]: { margin: 0 } } })
export const mailText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: vars.font.mono, fontSize: vars.text.small, padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.sm, margin: 0 })
export const mailFrame = style({ display: 'block', width: '100%', height: '32rem', border: `1px solid ${color.line}`, borderRadius: vars.radius.sm })
/**
 * A log whose rows become cards on a phone: the column headers are read out per cell (`data-label`) instead, so six
 * columns never need sideways scrolling.
 */
export const stackedTable = style({})
const narrow = 'screen and (max-width: 47.99em)'
globalStyle(`${stackedTable} thead`, { '@media': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } } })
globalStyle(`${stackedTable} tr`, { '@media': { [narrow]: { display: 'block', paddingBlock: vars.space.sm, borderBottom: `1px solid ${color.line}` } } })
globalStyle(`${stackedTable} td`, { '@media': { [narrow]: { display: 'block', padding: `${vars.space.xs} 0`, border: 0 } } })
globalStyle(`${stackedTable} td[data-label]::before`, { '@media': { [narrow]: { content: 'attr(data-label) ": "', fontWeight: 600 } } })

/** A group of the settings page: a framed fieldset the width of the hub. */
export const group = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, border: `1px solid ${color.line}`, borderRadius: vars.radius.md, minWidth: 0 })
export const groupLegend = style({ paddingInline: vars.space.xs, fontWeight: 700 })
/** Short fields side by side where there is room (postcode and town, phone and e-mail). */
export const pairs = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', alignItems: 'start', gap: vars.space.md })
/** One social link: its network, its address and its remove button in a row (stacked on a phone). */
export const socialRow = style({ display: 'grid', gridTemplateColumns: '1fr', alignItems: 'end', gap: vars.space.sm, '@media': { [media.md]: { gridTemplateColumns: 'minmax(9rem, 12rem) minmax(0, 1fr) auto' } } })
export const choices = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
/** The settings' inputs: the column's width, one height for text fields and lists. */
export const input = style({ boxSizing: 'border-box', width: '100%', minWidth: 0, minHeight: '2rem' })
export const qrCode = style({ display: 'block', width: '13.75rem', height: '13.75rem', background: '#fff' })
export const recoveryCodes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: vars.space.xs, padding: 0, listStyle: 'none', fontFamily: vars.font.mono })
export const dialog = style({ maxWidth: 'min(28rem, calc(100vw - 2rem))', padding: vars.space.lg, border: `1px solid ${color.line}`, borderRadius: vars.radius.md })
