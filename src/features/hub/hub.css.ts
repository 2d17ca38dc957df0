import { assignVars, globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/tokens.css'
import { hubTokenValues, hubVars as h } from '~/ui/hub-tokens.css'
import { button as buttons, controlLook } from '~/ui/controls.css'

const narrow = 'screen and (max-width: 47.99em)'
const wideScreen = 'screen and (min-width: 48em)'

/** The hub's frame: its own tokens, the interface face, never the site's display face. */
export const shell = style({
  vars: assignVars(h, hubTokenValues),
  minHeight: '100vh',
  background: h.color.canvas,
  color: h.color.ink,
  fontFamily: h.font.ui,
  fontSize: h.text.base,
  lineHeight: 1.5,
})
globalStyle(`${shell} :is(h1, h2, h3, h4, h5, h6)`, { fontFamily: h.font.ui, letterSpacing: 0, lineHeight: 1.25, fontWeight: 650, margin: '0 0 0.75rem', maxWidth: '70ch' })
globalStyle(`${shell} h1`, { fontSize: h.text.h1, fontWeight: 700 })
globalStyle(`${shell} h2`, { fontSize: h.text.h2, marginTop: '1.75rem' })
globalStyle(`${shell} :is(h3, h4, h5, h6)`, { fontSize: h.text.h3, marginTop: '1.25rem' })
globalStyle(`${shell} :is(p, li, dd, dt, td, th, label, legend, summary)`, { fontSize: 'inherit' })
// the editor bar above keeps its own colours (light on dark)
globalStyle(`${shell} :is(main, nav) a`, { color: h.color.accent })
globalStyle(`${shell} :is(main, nav) a:hover`, { color: h.color.accentHover })
globalStyle(`${shell} :focus-visible`, { outline: `2px solid ${h.color.focus}`, outlineOffset: '2px' })
// the controls of every hub page, whatever component drew them
globalStyle(
  `${shell} :is(input:not([type=checkbox], [type=radio], [type=file], [type=range], [type=color], [type=hidden], [type=submit], [type=button]), select, textarea)`,
  // no wider than the field around it, however long its longest option (a grid item's own width would set the track's)
  { ...controlLook, maxWidth: '100%', minWidth: 0 },
)
globalStyle(`${shell} textarea`, { minHeight: '5rem', resize: 'vertical' })
globalStyle(`${shell} select`, {
  appearance: 'none',
  paddingInlineEnd: '2rem',
  backgroundImage: 'url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\' width=\'12\' height=\'8\' viewBox=\'0 0 12 8\'%3E%3Cpath d=\'M1 1l5 5 5-5\' fill=\'none\' stroke=\'%235a6270\' stroke-width=\'1.6\'/%3E%3C/svg%3E")',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 0.625rem center',
})
globalStyle(`${shell} select[multiple]`, { backgroundImage: 'none', paddingInlineEnd: '0.625rem' })
globalStyle(`${shell} :is(input, select, textarea):hover:not(:disabled)`, { borderColor: h.color.muted })
globalStyle(`${shell} :is(input, select, textarea):focus-visible`, { outline: `2px solid ${h.color.focus}`, outlineOffset: '1px', borderColor: h.color.focus })
globalStyle(`${shell} :is(input, select, textarea)[aria-invalid="true"]`, { borderColor: h.color.danger, background: h.color.dangerSoft })
globalStyle(`${shell} :is(input, select, textarea):disabled`, { background: h.color.sunken, color: h.color.muted })
globalStyle(`${shell} :is(input[type=checkbox], input[type=radio]):not([role=switch])`, { width: '1.125rem', height: '1.125rem', margin: 0, accentColor: h.color.accent, verticalAlign: '-0.2em', cursor: 'pointer' })
globalStyle(`${shell} label:has(> input[type=checkbox], > input[type=radio])`, { display: 'inline-flex', alignItems: 'center', gap: '0.5rem', cursor: 'pointer' })
globalStyle(`${shell} fieldset`, { minWidth: 0, margin: 0, padding: '1rem', border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, background: h.color.surface })
globalStyle(`${shell} legend`, { padding: '0 0.375rem', fontWeight: 650 })
globalStyle(`${shell} legend > :is(h2, h3)`, { margin: 0 })
// buttons no component styled: the secondary look
globalStyle(`${shell} main button:not([class])`, {
  minHeight: '2.25rem',
  padding: '0 0.875rem',
  border: `1px solid ${h.color.lineStrong}`,
  borderRadius: h.radius.md,
  background: h.color.surface,
  color: h.color.ink,
  fontWeight: 600,
  cursor: 'pointer',
})
// the marks of required fields: the control's label ends in a red star
globalStyle(`${shell} label:has(+ :is(input, select, textarea)[required])::after, ${shell} label:has(> :is(input, select, textarea)[required]) > :first-child::after`, {
  content: '" *"',
  color: h.color.danger,
  fontWeight: 700,
})

export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 200,
  padding: '0.5rem 0.875rem',
  background: h.color.ink,
  color: '#ffffff',
  borderRadius: h.radius.md,
  selectors: { '&:focus': { top: '0.75rem', color: '#ffffff' } },
})

/** A phone's bar above the page: the menu button and where the editor is. */
export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem 1rem',
  borderBottom: `1px solid ${h.color.line}`,
  background: h.color.surface,
  '@media': { [wideScreen]: { display: 'none' } },
})
export const menuButton = style([buttons.secondary, { minHeight: '2.5rem' }])
export const menuIcon = style({
  display: 'inline-block',
  width: '1rem',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -5px 0 currentColor, 0 5px 0 currentColor',
  marginInlineEnd: '0.25rem',
})
export const topbarCurrent = style({ fontWeight: 600, color: h.color.muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const layout = style({
  display: 'block',
  '@media': { [wideScreen]: { display: 'grid', gridTemplateColumns: '15.5rem minmax(0, 1fr)', alignItems: 'start' } },
})

/** The areas: a sticky column on wide screens, a drawer over the page on a phone (closed until the menu opens it). */
export const sidebar = style({
  boxSizing: 'border-box',
  padding: '1rem 0.75rem 2rem',
  background: h.color.surface,
  borderInlineEnd: `1px solid ${h.color.line}`,
  overflowY: 'auto',
  '@media': {
    [wideScreen]: { position: 'sticky', top: 0, height: '100vh' },
    [narrow]: {
      display: 'none',
      position: 'fixed',
      zIndex: 110,
      insetBlock: 0,
      insetInlineStart: 0,
      width: 'min(20rem, 85vw)',
      boxShadow: h.shadow.pop,
    },
  },
  selectors: { '&[data-open]': { display: 'block' } },
})
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 105,
  border: 0,
  padding: 0,
  background: 'rgba(16, 24, 40, 0.45)',
  '@media': { [wideScreen]: { display: 'none' } },
})
export const brand = style({ display: 'block', padding: '0.25rem 0.625rem 0.75rem', fontWeight: 700, fontSize: '1rem', color: h.color.ink, textDecoration: 'none' })
globalStyle(`${shell} a${brand}`, { color: h.color.ink, textDecoration: 'none' })
export const navGroup = style({ marginTop: '1rem' })
export const navGroupTitle = style({
  margin: '0 0 0.25rem',
  padding: '0 0.625rem',
  fontSize: h.text.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: h.color.muted,
})
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1px' })
export const navLink = style({
  display: 'block',
  padding: '0.375rem 0.625rem',
  borderRadius: h.radius.md,
  fontSize: h.text.base,
  textDecoration: 'none',
})
globalStyle(`${shell} a${navLink}`, { color: h.color.ink, textDecoration: 'none' })
globalStyle(`${shell} a${navLink}:hover`, { background: h.color.sunken, color: h.color.ink })
globalStyle(`${shell} a${navLink}[aria-current="page"]`, { background: h.color.accentSoft, color: h.color.accentHover, fontWeight: 650 })

export const main = style({
  boxSizing: 'border-box',
  minWidth: 0,
  maxWidth: '76rem',
  padding: '1.25rem 1rem 6rem',
  outline: 'none',
  '@media': { [wideScreen]: { padding: '2rem 2.5rem 6rem' } },
})
/** The page's controls until the page is hydrated: disabled, so that nothing is typed that hydration would drop; no box of its own. */
export const untilHydrated = style({ display: 'contents', border: 0, padding: 0, margin: 0, minWidth: 0 })
export const title = style({ outline: 'none', selectors: { '&:focus-visible': { outline: `2px solid ${h.color.focus}`, outlineOffset: '4px' } } })
export const loginMain = style({ display: 'grid', placeItems: 'start center', minHeight: '100vh', padding: '3rem 1rem', outline: 'none' })
export const loginCard = style({ width: 'min(26rem, 100%)', padding: '1.5rem', background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.card })

/** Tables of every hub page: dense rows with a sticky header; on a phone each row a card, each cell with its column's name (set by HubPage from the header). */
globalStyle(`${shell} main table`, { width: '100%', borderCollapse: 'separate', borderSpacing: 0, background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, fontSize: h.text.base })
globalStyle(`${shell} main :is(th, td)`, { textAlign: 'left', verticalAlign: 'top', padding: '0.5rem 0.75rem', borderBottom: `1px solid ${h.color.line}` })
globalStyle(`${shell} main tbody tr:last-child > :is(th, td)`, { borderBottom: 0 })
globalStyle(`${shell} main thead th`, { position: 'sticky', top: 0, zIndex: 1, background: h.color.sunken, fontSize: h.text.sm, fontWeight: 650, color: h.color.muted, whiteSpace: 'nowrap' })
globalStyle(`${shell} main thead th:first-child`, { borderStartStartRadius: h.radius.lg })
globalStyle(`${shell} main thead th:last-child`, { borderStartEndRadius: h.radius.lg })
// a table's caption (the weekly hours' heading) starts where the table does
globalStyle(`${shell} main caption`, { textAlign: 'start', paddingBlockEnd: '0.25rem' })
globalStyle(`${shell} main tbody tr:hover`, { background: '#fafbfc' })
globalStyle(`${shell} main table`, {
  '@media': { [narrow]: { display: 'block', border: 0, background: 'transparent' } },
})
globalStyle(`${shell} main :is(tbody, tr, td, caption)`, { '@media': { [narrow]: { display: 'block' } } })
globalStyle(`${shell} main tbody > tr > th`, { '@media': { [narrow]: { display: 'block', border: 0, padding: '0 0 0.25rem' } } })
globalStyle(`${shell} main thead`, { '@media': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } } })
globalStyle(`${shell} main tbody tr`, {
  '@media': { [narrow]: { marginBottom: '0.75rem', padding: '0.75rem', background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.card } },
})
globalStyle(`${shell} main td`, { '@media': { [narrow]: { padding: '0.25rem 0', border: 0, overflowWrap: 'anywhere' } } })
globalStyle(`${shell} main td[data-label]:not([data-label=""])::before`, {
  '@media': { [narrow]: { content: 'attr(data-label)', display: 'block', fontSize: h.text.xs, fontWeight: 650, color: h.color.muted, textTransform: 'uppercase', letterSpacing: '0.04em' } },
})

export const hub = style({ maxWidth: '40rem', marginInline: 'auto', padding: `${vars.space.xxl} ${vars.size.gutter}` })
export const form = style({ display: 'grid', gap: '0.75rem', maxWidth: '30rem' })
export const error = style({ color: h.color.danger, fontWeight: 600 })
export const submit = buttons.primary

export const wide = style({})
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '0.75rem',
  listStyle: 'none',
  padding: 0,
  margin: '0.75rem 0',
})
export const count = style({ padding: '0.875rem 1rem', background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.card, color: h.color.muted, fontSize: h.text.sm })
export const countValue = style({ display: 'block', fontSize: '1.5rem', fontWeight: 700, color: h.color.ink, lineHeight: 1.2 })
export const table = style({ marginBlock: '0.75rem' })
export const cell = style({})
export const url = style({ fontFamily: h.font.mono, wordBreak: 'break-all', fontSize: h.text.sm })
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem 0.75rem', minWidth: 0 })
export const field = style({ display: 'grid', gap: '0.25rem', minWidth: 0, fontWeight: 500 })
export const fieldError = style({ color: h.color.danger, fontSize: h.text.sm, fontWeight: 500, margin: 0 })
export const button = buttons.secondary
export const dangerButton = buttons.danger
export const languages = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))', gap: '1rem' })
export const muted = style({ color: h.color.muted })
export const wideForm = style({ display: 'grid', gap: '1rem', maxWidth: '48rem' })
export const code = style({ fontFamily: h.font.mono, fontSize: h.text.sm, width: '100%', padding: vars.space.sm, border: `1px solid ${h.color.line}`, borderRadius: vars.radius.sm })
/** A button that reads as a link (a row's subject opens the mail). */
export const linkButton = style({ padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit', textAlign: 'left', textDecoration: 'underline', cursor: 'pointer' })
export const small = style({ display: 'block', fontSize: h.text.sm, color: h.color.muted })
export const notice = style({ padding: vars.space.md, border: `1px solid ${h.color.line}`, borderRadius: vars.radius.md, background: h.color.surface })
export const facts = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr', rowGap: vars.space.xs } },
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere', '@media': { [media.md]: { margin: 0 } } })
export const mailText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: h.font.mono, fontSize: h.text.sm, padding: vars.space.md, border: `1px solid ${h.color.line}`, borderRadius: vars.radius.sm, margin: 0 })
export const mailFrame = style({ display: 'block', width: '100%', height: '32rem', border: `1px solid ${h.color.line}`, borderRadius: vars.radius.sm })
/**
 * A log whose rows become cards on a phone: the column headers are read out per cell (`data-label`) instead, so six
 * columns never need sideways scrolling.
 */
export const stackedTable = style({})

/** A group of the settings page: a framed fieldset the width of the hub. */
export const group = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, border: `1px solid ${h.color.line}`, borderRadius: vars.radius.md, minWidth: 0 })
export const groupLegend = style({ paddingInline: vars.space.xs, fontWeight: 700 })
/** Short fields side by side where there is room (postcode and town, phone and e-mail). */
export const pairs = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))', alignItems: 'start', gap: vars.space.md })
/** One social link: its network, its address and its remove button in a row (stacked on a phone). */
export const socialRow = style({ display: 'grid', gridTemplateColumns: '1fr', alignItems: 'end', gap: vars.space.sm, '@media': { [media.md]: { gridTemplateColumns: 'minmax(9rem, 12rem) minmax(0, 1fr) auto' } } })
export const choices = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })
/** The settings' inputs: the column's width, one height for text fields and lists. */
export const input = style({ boxSizing: 'border-box', width: '100%', minWidth: 0, minHeight: '2rem' })
export const qrCode = style({ display: 'block', width: '13.75rem', height: '13.75rem', background: '#fff' })
export const recoveryCodes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: vars.space.xs, padding: 0, listStyle: 'none', fontFamily: vars.font.mono })
export const dialog = style({ maxWidth: 'min(28rem, calc(100vw - 2rem))', padding: vars.space.lg, border: `1px solid ${h.color.line}`, borderRadius: vars.radius.md })

/** Sub-pages of one area as tabs (the vocabularies' lists): wrapping pills, the current one filled. */
export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: '0.375rem', listStyle: 'none', padding: 0, margin: '0 0 1rem' })
export const tab = style({ display: 'inline-block', padding: '0.25rem 0.75rem', border: `1px solid ${h.color.line}`, borderRadius: '999px', background: h.color.surface, fontSize: h.text.sm, textDecoration: 'none' })
globalStyle(`${shell} a${tab}`, { color: h.color.ink, textDecoration: 'none' })
globalStyle(`${shell} a${tab}[aria-current="page"]`, { background: h.color.ink, borderColor: h.color.ink, color: '#ffffff' })

/** A record's form: sections stacked over the page's width (the save bar at its end). */
export const recordForm = style({ display: 'grid', gap: '1rem' })
/** The save bar at the end of a record's form: it sticks to the bottom of the screen while the form goes on. */
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  marginInline: '-1rem',
  padding: '0.75rem 1rem',
  background: h.color.surface,
  borderTop: `1px solid ${h.color.line}`,
  boxShadow: '0 -6px 16px -10px rgba(16, 24, 40, 0.25)',
  '@media': { [wideScreen]: { marginInline: 0, borderRadius: `${h.radius.lg} ${h.radius.lg} 0 0`, border: `1px solid ${h.color.line}` } },
})
export const saveState = style({ marginInlineEnd: 'auto', fontSize: h.text.sm, color: h.color.muted })
export const saveStateDirty = style([saveState, { color: '#8a4b00', fontWeight: 600, selectors: { '&::before': { content: '"● "' } } }])

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '0 0' } })
export const loading = style({ display: 'grid', gap: '0.5rem', marginBlock: '0.75rem' })
export const skeleton = style({
  display: 'block',
  height: '2.5rem',
  borderRadius: h.radius.md,
  background: `linear-gradient(90deg, ${h.color.sunken} 25%, #f7f8fa 50%, ${h.color.sunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.2s linear infinite`,
})
/** A list's head: its count on the left, the new record's button on the right. */
export const listHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem', marginBlock: '0.75rem' })
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem 0.75rem',
  padding: '0.75rem',
  background: h.color.surface,
  border: `1px solid ${h.color.line}`,
  borderRadius: h.radius.lg,
})
globalStyle(`${filterBar} > *`, { '@media': { [narrow]: { flex: '1 1 100%' } } })
// on a phone the filters are closed behind their button until it opens them
globalStyle(`${filterBar}:not([data-open])`, { '@media': { [narrow]: { display: 'none' } } })
export const filterToggle = style([buttons.secondary, { marginBottom: '0.5rem' }])
// (over the button's own display, whichever style sheet comes first)
globalStyle(`${shell} ${filterToggle}`, { '@media': { [wideScreen]: { display: 'none' } } })
globalStyle(`${filterToggle}::before`, { content: '""', display: 'inline-block', width: '0.75rem', height: '0.5rem', marginInlineEnd: '0.375rem', background: 'currentColor', clipPath: 'polygon(0 0, 100% 0, 60% 55%, 60% 100%, 40% 100%, 40% 55%)' })
globalStyle(`${filterBar} :is(input, select)`, { '@media': { [narrow]: { width: '100%' } } })
export const listCount = style({ margin: 0, color: h.color.muted, fontSize: h.text.sm })
export const newRecord = buttons.primary
globalStyle(`${shell} a${buttons.primary}`, { color: h.color.accentInk, textDecoration: 'none' })
// a row's action button may wrap (long names) instead of pushing the table wider than a phone
globalStyle(`${shell} main td button`, { whiteSpace: 'normal', textAlign: 'left' })
// a button's label wraps rather than pushing the page sideways on a phone (the opening hours' exception rows)
globalStyle(`${shell} main button`, { maxWidth: '100%', whiteSpace: 'normal' })
/** A short list of entries as cards (the top alerts), no bullets. */
export const cardList = style({ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0, margin: '0.75rem 0' })
export const cardItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', padding: '0.75rem 1rem', background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg })
/** A card's text: it takes the room and wraps, its buttons go to the end (below it on a phone). */
export const cardText = style({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' })
/** A framed section of a page (the site's status): a card with its own heading, no border-breaking legend. */
export const panel = style({ display: 'grid', gap: '0.5rem', maxWidth: '36rem', padding: '1rem 1.25rem', background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.card })
globalStyle(`${shell} h2${panel}, ${shell} ${panel} > h2`, { margin: '0 0 0.25rem' })
export const panelTitle = style({})
/** A row of links (the overview's way to the public pages). */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem', listStyle: 'none', padding: 0, margin: 0 })

/** The record finder (Ctrl/⌘-K): its button under the hub's name, the dialog wider than a confirmation, hits as rows. */
export const finderInNav = style({ margin: '0 0 0.5rem', padding: '0 0.25rem' })
export const finderButton = style([
  buttons.secondary,
  { boxSizing: 'border-box', width: '100%', justifyContent: 'space-between', fontWeight: 500, color: h.color.muted, selectors: { '&:hover:not(:disabled)': { color: h.color.ink } } },
])
export const finderKey = style({ padding: '0 0.375rem', border: `1px solid ${h.color.line}`, borderRadius: h.radius.sm, fontFamily: h.font.ui, fontSize: h.text.xs, color: h.color.muted, background: h.color.sunken })
export const finder = style({ width: 'min(36rem, calc(100vw - 2rem))', maxHeight: 'calc(100vh - 4rem)', marginBlockStart: '8vh' })
export const finderResults = style({ display: 'grid', gap: '0.25rem', maxHeight: '50vh', overflowY: 'auto' })
export const finderGroup = style({ margin: '0.5rem 0 0.125rem', fontSize: h.text.xs, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: h.color.muted })
export const finderList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1px' })
export const finderHit = style({ display: 'block', padding: '0.375rem 0.5rem', borderRadius: h.radius.md, color: h.color.ink, textDecoration: 'none', overflowWrap: 'anywhere' })
globalStyle(`${finderHit}:is(:hover, :focus-visible)`, { background: h.color.accentSoft, color: h.color.accentHover, outlineOffset: 0 })

/** A record's sub-records (a venue's rooms): a card per sub-record, its names side by side from a tablet's width up */
export const children = style({ display: 'grid', gap: '0.75rem', maxWidth: '48rem' })
export const childRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: '0.75rem',
  padding: '0.875rem 1rem',
  background: h.color.surface,
  border: `1px solid ${h.color.line}`,
  borderRadius: h.radius.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
/** the row's checkboxes, counts and buttons, on a line of their own under its inputs */
export const childActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 0.75rem' })
export const childCount = style({ color: h.color.muted, fontSize: h.text.sm, marginInlineEnd: 'auto' })
export const childButtons = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
