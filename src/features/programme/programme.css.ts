import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { buttonPrimary } from '~/styles/buttons.css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })
export const intro = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md, paddingBlock: `${vars.space.xl} ${vars.space.lg}` })
export const title = style({ margin: 0, fontSize: vars.text.h1 })

export const toolbar = style({
  position: 'sticky',
  top: vars.size.headerHeightShrunk,
  zIndex: 5,
  background: color.page,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${color.line}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const desktopOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'contents' } } })
export const phoneOnly = style({ '@media': { [media.lg]: { display: 'none' } } })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${color.ink}`,
  borderRadius: vars.radius.pill,
  background: color.page,
  color: color.ink,
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.text.small,
  selectors: { '&[aria-expanded="true"], &[aria-pressed="true"]': { background: color.ink, color: color.page } },
})

export const dropdown = style({ position: 'relative' })
export const dropdownPanel = style({
  position: 'absolute',
  top: 'calc(100% + 0.4rem)',
  left: 0,
  zIndex: 20,
  minWidth: '16rem',
  maxHeight: '16.4rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})
export const option = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: color.surfaceAlt }, '&[aria-checked="true"]': { fontWeight: 700, color: color.accent } },
})

export const modal = style({
  border: 0,
  padding: 0,
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  background: color.page,
  color: color.ink,
  '::backdrop': { background: 'rgba(0,0,0,0.45)' },
})
export const modalInner = style({ display: 'grid', gridTemplateRows: 'auto 1fr auto', height: '100%' })
export const modalHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: vars.space.md, borderBottom: `1px solid ${color.line}` })
export const modalBody = style({ overflowY: 'auto', padding: vars.space.md, display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const modalGroup = style({ border: 0, margin: 0, padding: 0 })
export const modalOptions = style({ maxHeight: '19.5rem', overflowY: 'auto', display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })
export const modalFooter = style({ padding: vars.space.md, borderTop: `1px solid ${color.line}` })

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', listStyle: 'none', margin: 0, padding: `${vars.space.md} 0 0` })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: color.accentSoft,
  color: color.ink,
  border: 0,
  cursor: 'pointer',
  fontSize: vars.text.small,
  fontWeight: 600,
})
export const resetButton = style({ background: 'none', border: 0, textDecoration: 'underline', cursor: 'pointer', color: color.ink, fontWeight: 600 })

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
export const day = style({ paddingTop: vars.space.xl })
export const dayHeading = style({
  fontSize: vars.text.h4,
  fontFamily: vars.font.display,
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${color.ink}`,
})
export const dayEntries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })

export const item = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${color.line}`,
  alignItems: 'center',
})
export const itemVariant = styleVariants({
  1: { '@media': { [media.md]: { gridTemplateColumns: '9.5rem 1fr auto' } } },
  2: { '@media': { [media.md]: { gridTemplateColumns: '14rem 1fr auto' } } },
  3: { '@media': { [media.md]: { gridTemplateColumns: '1fr' } } },
})
// a cancelled event stays readable (no dimming below contrast): struck-through title on a quieter surface
export const itemCancelled = style({ background: color.surfaceAlt })
globalStyle(`${itemCancelled} h3, ${itemCancelled} h4`, { textDecoration: 'line-through', textDecorationThickness: '2px' })
export const itemTime = style({ fontFamily: vars.font.display, fontSize: vars.text.h4, fontWeight: 600 })
export const itemImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm })
export const itemBody = style({ display: 'grid', gap: vars.space.xs })
export const itemTitle = style({ fontSize: vars.text.h4, margin: 0 })
globalStyle(`${itemTitle} a`, { textDecoration: 'none' })
globalStyle(`${itemTitle} a::after`, { content: '""', position: 'absolute', inset: 0 })
export const itemMeta = style({ color: color.inkMuted, fontSize: vars.text.small, margin: 0 })
export const itemActions = style({ position: 'relative', zIndex: 1, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const itemLink = style({ position: 'relative' })
export const price = style({ fontWeight: 700 })
export const status = style({ fontWeight: 700, color: color.danger, textTransform: 'uppercase', fontSize: vars.text.small, letterSpacing: '0.05em' })

export const buyButton = buttonPrimary

export const labels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })
export const label = style({ padding: '0.1rem 0.55rem', borderRadius: vars.radius.sm, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' })

export const teaser = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: color.ink,
  color: color.page,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 2fr', alignItems: 'center' } },
})
globalStyle(`${teaser} a`, { color: color.page })

export const emptyBlock = style({ paddingBlock: vars.space.xxl, display: 'grid', gap: vars.space.md, justifyItems: 'start' })
export const trigger = style({ height: '1px' })
export const loadMore = style({ marginTop: vars.space.xl })

// a whole month at once: the list panel's height limit would hide the last weeks (today, at the end of a month) behind a scroll
export const calendar = style({ padding: vars.space.md, display: 'grid', gap: vars.space.sm, minWidth: '18rem', maxHeight: 'none', overflowY: 'visible' })
export const calendarHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
export const calendarGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 2.5rem)', gap: '0.15rem', textAlign: 'center' })
export const calendarDay = style({
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:disabled': { color: color.line, cursor: 'default', fontWeight: 400 },
    '&:not(:disabled)': { background: color.accentSoft },
    '&[aria-pressed="true"]': { background: color.ink, color: color.page },
  },
})
export const iconButton = style({ border: `1px solid ${color.line}`, background: 'transparent', borderRadius: vars.radius.pill, minWidth: '2.5rem', minHeight: '2.5rem', cursor: 'pointer' })
