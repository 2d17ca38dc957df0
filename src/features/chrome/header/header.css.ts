import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { color, media, timings, vars } from '~/styles/tokens.css'

const topRowHeight = createVar()
const barHeight = createVar()
const barHeightShrunk = createVar()
const ease = 'cubic-bezier(0.22, 1, 0.36, 1)'

/**
 * The header keeps its full height in the page flow and only its bar shrinks on scroll: the page below never
 * jumps. It sticks with the top row scrolled away.
 */
export const header = style({
  vars: {
    [topRowHeight]: '2.25rem',
    [barHeight]: '4.25rem',
    [barHeightShrunk]: '3.5rem',
  },
  position: 'sticky',
  top: `calc(-1 * ${topRowHeight})`,
  zIndex: vars.z.header,
  height: `calc(${topRowHeight} + ${barHeight})`,
  pointerEvents: 'none',
  '@media': {
    [media.lg]: {
      vars: { [topRowHeight]: '2.5rem', [barHeight]: '5.75rem', [barHeightShrunk]: '4.25rem' },
    },
  },
})
export const headerLanding = style({ top: 0, height: barHeight })

export const topRow = style({
  pointerEvents: 'auto',
  height: topRowHeight,
  background: color.surfaceAlt,
  color: color.inkMuted,
  fontSize: '0.8125rem',
  letterSpacing: '0.01em',
})
export const topRowInner = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, height: '100%' })
export const topRowEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' })

export const bar = style({
  pointerEvents: 'auto',
  position: 'relative',
  height: barHeight,
  background: color.page,
  borderBottom: `1px solid ${color.line}`,
  transition: `height ${timings.menuAnimation}ms ${ease}, box-shadow 0.3s ease`,
})
export const barShrunk = style({ height: barHeightShrunk })
export const barScrolled = style({ boxShadow: '0 10px 30px -22px rgba(20, 16, 30, 0.55)' })
export const barInner = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, height: '100%' })

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: '100%',
  color: color.ink,
  textDecoration: 'none',
})
export const logoImage = style({
  height: `calc(${barHeight} - 1rem)`,
  width: 'auto',
  maxWidth: 'none',
  transition: `height ${timings.menuAnimation}ms ${ease}`,
  selectors: { [`${barShrunk} &`]: { height: `calc(${barHeightShrunk} - 0.75rem)` } },
})

/** The name in place of a logo (a site whose settings have none yet). */
export const logoText = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.1rem, 2.5vw, 1.5rem)',
  fontWeight: 700,
  lineHeight: 1.1,
  maxWidth: '16rem',
  overflowWrap: 'anywhere',
})

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' })

const focusRing = { outline: `3px solid ${color.focus}`, outlineOffset: '2px' }

export const toolButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: '2.75rem',
  height: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.text.small,
  transition: 'background 0.2s ease, color 0.2s ease',
  selectors: {
    '&:hover': { background: color.surfaceAlt, color: color.ink },
    '&[aria-expanded="true"]': { background: color.ink, color: color.page },
    '&:focus-visible': focusRing,
  },
})
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
/** A button's text: visible from 64em, still read out below. */
export const toolLabel = style({ '@media': { 'screen and (max-width: 63.99em)': visuallyHidden } })
/** A top-row link's text: visible from 30em, still read out below. */
export const smallLabel = style({ '@media': { 'screen and (max-width: 29.99em)': visuallyHidden } })
export const burgerButton = style([toolButton, { border: `1px solid ${color.ink}`, paddingInline: vars.space.md }])

export const smallLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: color.ink }, '&:focus-visible': focusRing },
})
export const languageCode = style([smallLink, { fontWeight: 700, letterSpacing: '0.08em', color: color.ink }])

/** The shop's links while it is offline: the icon faded, the words struck through and still legible (contrast). */
export const dimmed = style({ textDecoration: 'line-through', textDecorationThickness: '1px' })
globalStyle(`${dimmed} svg`, { opacity: 0.45 })

export const badge = style({
  position: 'absolute',
  top: '0.1rem',
  right: '0.05rem',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.15rem',
  height: '1.15rem',
  padding: '0 0.25rem',
  borderRadius: vars.radius.pill,
  background: color.accent,
  color: color.accentInk,
  fontSize: '0.6875rem',
  fontWeight: 700,
  lineHeight: 1,
})

/* opening hours */
export const openingHours = style({
  margin: 0,
  maxWidth: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: '0.45rem',
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const openingDot = style({ width: '0.5rem', height: '0.5rem', borderRadius: '50%', flexShrink: 0, background: color.inkMuted })
export const openingDotState = styleVariants({
  open: { background: color.success },
  early: { background: color.accent, opacity: 0.6 },
  late: { background: color.inkMuted },
})
export const openingLabel = style({ fontWeight: 700, color: color.ink })
export const openingLabelCompact = style([openingLabel, { '@media': { 'screen and (max-width: 29.99em)': { display: 'none' } } }])
export const openingNote = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

/* account dropdown */
export const dropdownAnchor = style({ position: 'relative' })
const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.35rem)' }, to: { opacity: 1, transform: 'none' } })
export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 0.35rem)',
  right: 0,
  zIndex: 2,
  minWidth: '13rem',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: color.surface,
  color: color.ink,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  animation: `${dropIn} 0.2s ease both`,
  fontSize: vars.text.small,
})
export const dropdownItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: color.ink,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceAlt, color: color.ink }, '&:focus-visible': focusRing },
})

/* search */
const panelIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.75rem)' }, to: { opacity: 1, transform: 'none' } })
export const searchPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  background: color.surface,
  borderBottom: `1px solid ${color.line}`,
  boxShadow: '0 24px 40px -30px rgba(20, 16, 30, 0.5)',
  paddingBlock: vars.space.lg,
  animation: `${panelIn} ${timings.searchPanel}ms ${ease} both`,
})
export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '56rem',
  marginInline: 'auto',
  borderBottom: `2px solid ${color.ink}`,
  selectors: { '&:focus-within': { borderBottomColor: color.accent } },
})
export const searchInput = style({
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
export const searchAction = style([toolButton, { flexShrink: 0 }])

/* desktop menus */
export const desktopNav = style({
  display: 'none',
  height: '100%',
  '@media': { [media.lg]: { display: 'flex', alignItems: 'center', marginInlineStart: vars.space.xl } },
})
export const desktopList = style({ display: 'flex', alignItems: 'center', height: '100%', margin: 0, padding: 0, listStyle: 'none' })
export const desktopItem = style({ display: 'flex', alignItems: 'center', height: '100%' })
export const desktopLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  color: color.ink,
  selectors: { '&:focus-visible': focusRing },
})
export const submenuToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginInlineStart: '0.15rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceAlt }, '&:focus-visible': focusRing },
})
export const chevron = style({
  transition: `transform ${timings.menuAnimation}ms ${ease}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
})
export const submenuList = style({ margin: 0, padding: 0, listStyle: 'none' })
export const submenuLink = style({ textDecoration: 'none', selectors: { '&:focus-visible': focusRing } })

/* style1: compact sans-serif caps beside the logo, dropdown cards under their item */
export const style1 = style({})
globalStyle(`${style1} ${desktopList}`, { gap: vars.space.lg })
globalStyle(`${style1} ${desktopItem}`, { position: 'relative' })
globalStyle(`${style1} ${desktopLink}`, {
  height: '100%',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  boxShadow: 'inset 0 -3px 0 transparent',
  transition: 'box-shadow 0.25s ease',
})
globalStyle(`${style1} ${desktopLink}:hover, ${style1} ${desktopLink}[aria-current], ${style1} ${desktopLink}[data-ancestor]`, {
  boxShadow: `inset 0 -3px 0 ${color.accent}`,
  color: color.ink,
})
export const style1Panel = style({
  position: 'absolute',
  top: '100%',
  left: '-1rem',
  minWidth: '17rem',
  padding: `${vars.space.md} 0`,
  background: color.surface,
  borderTop: `3px solid ${color.accent}`,
  boxShadow: vars.shadow.raised,
  animation: `${dropIn} ${timings.menuAnimation}ms ${ease} both`,
})
globalStyle(`${style1Panel} ${submenuLink}`, { display: 'block', padding: `${vars.space.sm} ${vars.space.lg}`, fontWeight: 600 })
globalStyle(`${style1Panel} ${submenuLink}:hover, ${style1Panel} ${submenuLink}[aria-current]`, { background: color.surfaceAlt, color: color.accent })

/* style2: editorial serif entries, a full-width dark panel with large links */
export const style2 = style({})
globalStyle(`${style2} ${desktopList}`, { gap: vars.space.md })
globalStyle(`${style2} ${desktopItem}`, { position: 'static' })
globalStyle(`${style2} ${desktopLink}`, {
  fontFamily: vars.font.display,
  fontSize: '1.3rem',
  fontWeight: 500,
  letterSpacing: '-0.01em',
  padding: `0.2rem ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
})
globalStyle(`${style2} ${desktopLink}:hover`, { color: color.accent, fontStyle: 'italic' })
globalStyle(`${style2} ${desktopLink}[aria-current], ${style2} ${desktopLink}[data-ancestor]`, { color: color.accent })
globalStyle(`${style2} ${desktopLink}[aria-current]::before, ${style2} ${desktopLink}[data-ancestor]::before`, {
  content: '""',
  width: '0.4rem',
  height: '0.4rem',
  marginInlineEnd: '0.45rem',
  borderRadius: '50%',
  background: color.accent,
})
export const style2Panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  background: color.ink,
  color: color.page,
  paddingBlock: vars.space.xl,
  animation: `${panelIn} ${timings.menuAnimation}ms ${ease} both`,
})
export const style2PanelInner = style({ display: 'grid', gridTemplateColumns: 'minmax(12rem, 1fr) 3fr', gap: vars.space.xl })
export const style2PanelTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.text.h3,
  fontStyle: 'italic',
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: color.accentSoft }, '&:focus-visible': focusRing },
})
globalStyle(`${style2Panel} ${submenuList}`, { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: `${vars.space.sm} ${vars.space.xl}` })
globalStyle(`${style2Panel} ${submenuLink}`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  borderBottom: '1px solid rgba(255, 255, 255, 0.22)',
  fontFamily: vars.font.display,
  fontSize: '1.35rem',
  color: 'inherit',
})
globalStyle(`${style2Panel} ${submenuLink}:hover, ${style2Panel} ${submenuLink}[aria-current]`, { color: color.accentSoft })

/* burger drawer */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  background: 'rgba(20, 16, 30, 0.5)',
  opacity: 0,
  visibility: 'hidden',
  pointerEvents: 'auto',
  transition: `opacity ${timings.menuAnimation}ms ease, visibility 0s linear ${timings.menuAnimation}ms`,
})
export const backdropOpen = style({ opacity: 1, visibility: 'visible', transition: `opacity ${timings.menuAnimation}ms ease` })

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.z.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(32rem, 100vw)',
  background: color.page,
  color: color.ink,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  pointerEvents: 'auto',
  visibility: 'hidden',
  transition: `transform ${timings.slideInMenu}ms ${ease}, visibility 0s linear ${timings.slideInMenu}ms`,
  '@media': { [media.sm]: { width: 'min(32rem, calc(100vw - 4rem))' } },
})
export const drawerSide = styleVariants({
  left: { left: 0, transform: 'translateX(-100%)', boxShadow: '24px 0 60px -40px rgba(0,0,0,0.6)' },
  right: { right: 0, transform: 'translateX(100%)', boxShadow: '-24px 0 60px -40px rgba(0,0,0,0.6)' },
})
export const drawerOpen = style({ transform: 'none', visibility: 'visible', transition: `transform ${timings.slideInMenu}ms ${ease}` })

export const drawerHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: barHeight,
  padding: `0 ${vars.size.gutter}`,
  background: color.page,
  borderBottom: `1px solid ${color.line}`,
})
export const drawerTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: color.inkMuted,
})
export const drawerBody = style({ display: 'grid', gap: vars.space.xl, padding: `${vars.space.lg} ${vars.size.gutter} ${vars.space.xxl}` })

export const drawerPrimary = style({ margin: 0, padding: 0, listStyle: 'none' })
export const drawerEntry = style({ borderBottom: `1px solid ${color.line}` })
export const drawerEntryRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
export const drawerLink = style({
  flex: 1,
  display: 'block',
  paddingBlock: '0.7rem',
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  lineHeight: 1.15,
  textDecoration: 'none',
  color: color.ink,
  selectors: {
    '&[aria-current], &[data-ancestor]': { color: color.accent },
    '&:hover': { color: color.accent },
    '&:focus-visible': focusRing,
  },
})
export const drawerToggle = style([
  toolButton,
  { border: `1px solid ${color.line}`, selectors: { '&[aria-expanded="true"]': { background: color.ink, color: color.page, borderColor: color.ink } } },
])
export const drawerChildren = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  transition: `grid-template-rows ${timings.menuAnimation}ms ${ease}`,
})
export const drawerChildrenOpen = style({ gridTemplateRows: '1fr' })
export const drawerChildrenInner = style({ overflow: 'hidden' })
export const drawerChildList = style({ margin: 0, padding: `0 0 ${vars.space.md} ${vars.space.md}`, listStyle: 'none', display: 'grid', gap: '0.15rem' })
export const drawerChildLink = style({
  display: 'block',
  paddingBlock: '0.35rem',
  fontSize: '1.05rem',
  textDecoration: 'none',
  color: color.inkMuted,
  selectors: { '&:hover, &[aria-current]': { color: color.accent }, '&:focus-visible': focusRing },
})

export const drawerSecondary = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.text.small,
  fontWeight: 600,
})
globalStyle(`${drawerSecondary} a`, { textDecoration: 'none' })
export const drawerMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${color.line}`,
  fontSize: vars.text.small,
  color: color.inkMuted,
})
export const sectionLabel = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: color.inkMuted,
})
