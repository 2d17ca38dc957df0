import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { buttonPrimary, buttonSecondary } from '~/styles/buttons.css'
import { color, media, timings, vars } from '~/styles/tokens.css'

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: color.accent,
  color: color.accentInk,
  fontWeight: 700,
  textDecoration: 'none',
  border: 0,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: color.accentInk, filter: 'brightness(1.08)' },
    '&[aria-expanded="true"]': { background: color.ink, color: color.page },
  },
})

/** The widget spans the whole event item, above the item's stretched title link. */
export const widget = style({
  position: 'relative',
  zIndex: 2,
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  marginTop: vars.space.sm,
  background: color.surface,
  color: color.ink,
  border: `2px solid ${color.ink}`,
  borderRadius: vars.radius.md,
  scrollMarginTop: '8rem',
  // room for the sticky navigation's buttons at the bottom of the viewport
  scrollMarginBottom: '6rem',
  '@media': { [media.md]: { padding: vars.space.lg } },
})

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md })
export const heading = style({ fontSize: vars.text.h4, margin: 0, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${color.focus}` } } })
export const subheading = style({ margin: 0, color: color.inkMuted, fontSize: vars.text.small })

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${color.line}`,
  background: color.surface,
  color: color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: color.ink },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
})

export const notice = style({ margin: 0, padding: vars.space.md, background: color.surfaceAlt, borderRadius: vars.radius.sm })

export const timeslotRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 })

/** Collapsed the list shows two lines (max 11.25rem), expanded up to 25rem with its own scrolling (programme.md §9). */
export const priceList = styleVariants({
  collapsed: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, maxHeight: '11.25rem', overflowY: 'auto' },
  expanded: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, maxHeight: '25rem', overflowY: 'auto' },
})

export const priceLine = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${color.line}`,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr auto auto' } },
})
export const priceText = style({ display: 'grid', gap: '0.1rem', justifyItems: 'start', gridColumn: '1 / -1', '@media': { [media.sm]: { gridColumn: 'auto' } } })
export const priceName = style({ fontWeight: 700 })
export const priceMeta = style({ color: color.inkMuted, fontSize: vars.text.small })
export const priceAmount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' })
export const lowStock = style({ color: color.danger, fontSize: vars.text.small, fontWeight: 700 })

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const amount = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const discountButton = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: color.ink,
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  cursor: 'pointer',
  fontSize: vars.text.small,
  fontWeight: 600,
})
export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: '0 0.35rem',
  borderRadius: vars.radius.pill,
  background: color.accent,
  color: color.accentInk,
  fontSize: '0.75rem',
  fontWeight: 700,
  textDecoration: 'none',
})

export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: color.ink,
  textDecoration: 'underline',
  textUnderlineOffset: '0.18em',
  cursor: 'pointer',
  fontWeight: 600,
})

/** The discount overlay lies over the price list inside the widget. */
export const overlay = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: color.surfaceAlt,
  borderRadius: vars.radius.sm,
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
})
export const selection = style({ fontWeight: 700 })

// nothing selected yet: the button says so by its look, not only by being disabled
export const primary = style([buttonPrimary, { selectors: { '&:disabled': { cursor: 'not-allowed', background: color.line, color: color.ink } } }])

export const secondary = buttonSecondary

/** Timeslots, two per row. */
export const choiceGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm })
export const choice = style({
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.sm,
  background: color.surface,
  color: color.ink,
  fontWeight: 600,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: color.ink, boxShadow: `inset 0 0 0 1px ${color.ink}`, background: color.accentSoft },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
})
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 })

export const summary = style({ display: 'grid', gap: vars.space.sm })
export const summaryTitle = style({ fontSize: vars.text.h4, margin: 0, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${color.focus}` } } })
export const errorText = style({ margin: 0, color: color.danger, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
export const spinner = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  border: `3px solid ${color.line}`,
  borderTopColor: color.accent,
  animation: `${spin} ${timings.menuAnimation * 2}ms linear infinite`,
})
export const loadingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 })

/** Where the booking button was, for an event that is over: plain text, no button look. */
export const ended = style({ margin: 0, color: color.inkMuted, fontSize: vars.text.small, fontWeight: 600 })
