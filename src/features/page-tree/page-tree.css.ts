import { style, styleVariants } from '@vanilla-extract/css'
import { hubVars as h } from '~/ui/hub-tokens.css'

const media = { wide: 'screen and (min-width: 64em)' }

/** The tree beside the selected page's panel on wide screens, above it on narrow ones. */
export const layout = style({ display: 'grid', gap: '1rem', alignItems: 'start', '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(18rem, 1fr)' } } })
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem 0.75rem', marginBlock: '0 0.75rem' })
export const card = style({ background: h.color.surface, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.card, padding: '0.5rem', minWidth: 0 })
export const panel = style([card, { display: 'grid', gap: '0.875rem', padding: '1rem', '@media': { [media.wide]: { position: 'sticky', top: '1rem' } } }])
export const tree = style({ listStyle: 'none', margin: 0, padding: 0 })
export const group = style({ listStyle: 'none', margin: 0, padding: 0 })
export const item = style({ outline: 'none' })
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: '0.25rem',
  padding: '0.375rem 0.5rem',
  borderRadius: h.radius.md,
  cursor: 'pointer',
  selectors: {
    [`${item}:focus-visible > &`]: { outline: `2px solid ${h.color.focus}`, outlineOffset: '-2px' },
    [`${item}[aria-selected="true"] > &`]: { background: h.color.accentSoft },
    '&:hover': { background: h.color.sunken },
  },
})
export const dropTarget = style({ boxShadow: `inset 0 0 0 2px ${h.color.accent}` })
/** a page dropped here lands before / after this one: a line at the row's edge */
export const dropBefore = style({ boxShadow: `inset 0 3px 0 0 ${h.color.accent}`, borderTopLeftRadius: 0, borderTopRightRadius: 0 })
export const dropAfter = style({ boxShadow: `inset 0 -3px 0 0 ${h.color.accent}`, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 })
export const confirmRow = style({ display: 'flex', gap: '0.5rem', alignItems: 'baseline', fontWeight: 600 })
export const subpageList = style({ margin: 0, paddingInlineStart: '1.25rem', maxHeight: '12rem', overflow: 'auto' })
export const dragging = style({ opacity: 0.5 })
export const toggle = style({ width: '1.5rem', height: '1.5rem', display: 'grid', placeItems: 'center', color: h.color.muted, fontSize: '0.75rem' })
export const title = style({ fontWeight: 600, overflowWrap: 'anywhere' })
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem', fontSize: h.text.sm, color: h.color.muted, marginTop: '0.125rem' })
export const address = style({ fontFamily: h.font.mono, fontSize: h.text.xs, overflowWrap: 'anywhere' })
const badgeBase = style({ display: 'inline-block', padding: '0 0.375rem', borderRadius: '999px', fontSize: h.text.xs, fontWeight: 600, lineHeight: 1.6, border: '1px solid transparent' })
export const badge = styleVariants({
  draft: [badgeBase, { background: h.color.sunken, color: h.color.ink, borderColor: h.color.lineStrong }],
  published: [badgeBase, { background: h.color.successSoft, color: '#145c32' }],
  changes: [badgeBase, { background: '#fff3d6', color: '#7a4a00' }],
  offline: [badgeBase, { background: h.color.dangerSoft, color: h.color.danger }],
  scheduled: [badgeBase, { background: h.color.accentSoft, color: h.color.accentHover }],
  flag: [badgeBase, { background: h.color.surface, color: h.color.muted, borderColor: h.color.line }],
})
export const panelTitle = style({ margin: 0, fontSize: h.text.h2 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
export const languageBlock = style({ display: 'grid', gap: '0.375rem', paddingBlock: '0.5rem', borderTop: `1px solid ${h.color.line}` })
export const dialog = style({ width: 'min(36rem, calc(100vw - 2rem))', maxHeight: 'calc(100vh - 2rem)', padding: 0, border: `1px solid ${h.color.line}`, borderRadius: h.radius.lg, boxShadow: h.shadow.pop })
export const dialogBody = style({ display: 'grid', gap: '0.875rem', padding: '1.25rem' })
export const preview = style({ fontFamily: h.font.mono, fontSize: h.text.sm, color: h.color.muted, overflowWrap: 'anywhere', margin: 0 })
export const linkList = style({ margin: 0, paddingInlineStart: '1.25rem', fontSize: h.text.sm })
export const topDrop = style({ padding: '0.5rem', border: `1px dashed ${h.color.lineStrong}`, borderRadius: h.radius.md, color: h.color.muted, fontSize: h.text.sm, textAlign: 'center', marginTop: '0.5rem' })
export const hint = style({ fontSize: h.text.sm, color: h.color.muted, margin: 0 })
export const navEntry = style({ display: 'grid', gap: '0.5rem', padding: '0.75rem', border: `1px solid ${h.color.line}`, borderRadius: h.radius.md, background: h.color.surface })
export const navChildren = style({ listStyle: 'none', margin: 0, padding: '0 0 0 1.25rem', display: 'grid', gap: '0.5rem' })
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const navHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' })
export const dragHandle = style({ cursor: 'grab', touchAction: 'none' })
