import { keyframes, style, globalStyle } from '@vanilla-extract/css'
import { color, media, timings, vars } from '~/styles/tokens.css'

const ease = 'cubic-bezier(0.22, 1, 0.36, 1)'
const focusRing = { outline: `3px solid ${color.accent}`, outlineOffset: '2px' }

/* the combobox: a form with the suggestions below it */
export const combobox = style({ position: 'relative', width: '100%' })

const panelIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'none' } })
export const listbox = style({
  position: 'absolute',
  zIndex: 5,
  top: '100%',
  left: 0,
  right: 0,
  maxWidth: '56rem',
  // centred under the header's form; under the page's form, flush with it
  margin: `${vars.space.xs} auto 0`,
  maxHeight: '21rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  listStyle: 'none',
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  animation: `${panelIn} ${timings.searchPanel}ms ${ease} both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&[data-variant="page"]': { marginInline: 0 } },
})
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.1rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: color.ink,
  selectors: {
    '&[aria-selected="true"]': { background: color.ink, color: color.page },
    '&:hover': { background: color.surfaceAlt },
    '&[aria-selected="true"]:hover': { background: color.ink },
  },
})
export const optionTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' })
export const optionMeta = style({ fontSize: vars.text.small, opacity: 0.85 })

/* the page-embedded form */
export const pageForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '56rem',
  borderBottom: `2px solid ${color.ink}`,
  selectors: { '&:focus-within': { borderBottomColor: color.accent } },
})
export const pageInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'transparent',
  fontFamily: vars.font.display,
  fontSize: vars.text.h3,
  color: color.ink,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: color.inkMuted, opacity: 0.75 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})
export const pageAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceAlt }, '&:focus-visible': focusRing },
})

/* the search page */
export const page = style({ paddingBlock: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const summary = style({ margin: 0, color: color.inkMuted })
export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const emptyTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const didYouMean = style({ margin: 0, fontSize: vars.text.lead })
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', borderBottom: `1px solid ${color.line}` })
export const tab = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: color.ink,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: color.accent, fontWeight: 700 },
    '&:hover': { background: color.surfaceAlt },
    '&:focus-visible': focusRing,
  },
})
export const tabCount = style({ fontSize: vars.text.small, color: color.inkMuted })
export const hits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' })
export const hit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBottom: vars.space.lg, borderBottom: `1px solid ${color.line}` })
export const hitType = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.text.small, textTransform: 'uppercase', letterSpacing: '0.06em', color: color.inkMuted })
export const pastTag = style({ paddingInline: vars.space.xs, border: `1px solid ${color.line}`, borderRadius: vars.radius.sm, textTransform: 'none', letterSpacing: 0 })
export const hitTitle = style({ margin: 0, fontSize: vars.text.h4, fontFamily: vars.font.display })
export const hitLink = style({ color: color.ink, textDecorationThickness: '1px', textUnderlineOffset: '0.2em', selectors: { '&:focus-visible': focusRing } })
export const hitMeta = style({ margin: 0, fontWeight: 600 })
export const hitExcerpt = style({ margin: 0, color: color.ink, maxWidth: '70ch' })
globalStyle(`${hits} mark, ${listbox} mark`, { background: color.accentSoft, color: 'inherit', paddingInline: '0.1em' })
export const pagination = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.sm,
  color: color.ink,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: color.ink, color: color.page, borderColor: color.ink },
    '&:hover': { background: color.surfaceAlt },
    '&[aria-current="page"]:hover': { background: color.ink },
    '&:focus-visible': focusRing,
  },
})
