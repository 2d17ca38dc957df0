import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/tokens.css'
import { header as siteHeader } from '~/features/chrome/header/header.css'
import { stickyNav } from '~/features/chrome/sticky-nav/sticky-nav.css'

// The editor's own look: dark bars with light text (contrast well above 4.5:1), visible focus everywhere.
const ink = '#15111f'
const paper = '#ffffff'
const accent = '#4b2bb3'
const danger = '#a3122b'

/** A mouse on a wide screen: module bars and "+" show on hover; anywhere else (touch, narrow) they are tapped visibly. */
const pointer = 'screen and (hover: hover) and (pointer: fine) and (min-width: 48em)'
/** the docked toolbar: a row at the top on a desktop, a bar at the bottom (at most 64 px) on a phone */
const toolbarTop = '3.25rem'
const toolbarBottom = '3.5rem'

// the toolbar is fixed: the page keeps its own layout, moved by the toolbar's height only
globalStyle('html.editor-edit-mode body', { paddingBlockEnd: toolbarBottom, '@media': { [media.md]: { paddingBlockEnd: 0, paddingBlockStart: toolbarTop } } })
globalStyle('html.editor-edit-mode', { scrollPaddingBlockStart: '1rem', '@media': { [media.md]: { scrollPaddingBlockStart: `calc(${toolbarTop} + 1rem)` } } })
// the site's sticky header would slide under the toolbar: in edit mode it scrolls with the page
globalStyle(`html.editor-edit-mode ${siteHeader}`, { position: 'relative', top: 0 })
// the visitor's sticky buttons ("Programm und Karten") stay clear of the editor's bottom bar and edit button
// on a phone in edit mode they would cover the modules' bars: the editor's bottom bar takes their place
globalStyle(`html.editor-edit-mode ${stickyNav}`, { display: 'none', '@media': { [media.md]: { display: 'flex' } } })
globalStyle(`html.editor-view-mode ${stickyNav}`, { bottom: '4.25rem', '@media': { [media.md]: { bottom: vars.space.lg } } })

export const editable = style({ position: 'relative', outline: '1px dashed transparent', outlineOffset: '2px' })
globalStyle(`html.editor-edit-mode ${editable}:hover, html.editor-edit-mode ${editable}:focus-within`, { outlineColor: accent })

export const moduleBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: ink,
  color: paper,
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  lineHeight: 1.3,
  position: 'relative',
  zIndex: 5,
  '@media': {
    // with a mouse: shown when the pointer is over the module (before any click can reach it) or on keyboard focus
    [pointer]: { opacity: 0 },
  },
})
globalStyle(`${editable}:hover > ${moduleBar}, ${editable}:focus-within > ${moduleBar}`, { opacity: 1 })
/** the actions in the bar itself (mouse and keyboard); on touch they are in the sheet */
export const barActions = style({ display: 'none', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [pointer]: { display: 'flex' } } })

export const moduleName = style({ fontWeight: 700, marginInlineEnd: vars.space.sm })

export const barButton = style({
  font: 'inherit',
  color: ink,
  background: paper,
  border: `1px solid ${paper}`,
  borderRadius: vars.radius.sm,
  padding: '0.15rem 0.5rem',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid #ffd54a`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', background: '#cfcfd6', color: '#2b2b33' },
  },
})
export const dangerButton = style([barButton, { color: danger }])
/** the handle a module is dragged by: in the bar with the mouse, always visible on touch; the page does not scroll under a finger on it */
export const dragHandle = style([
  barButton,
  {
    cursor: 'grab',
    touchAction: 'none',
    minWidth: '2.25rem',
    minHeight: '2.25rem',
    fontSize: '1.1rem',
    lineHeight: 1,
    '@media': { [pointer]: { minWidth: 'auto', minHeight: 'auto', padding: '0.15rem 0.4rem' } },
  },
])
/** the module being dragged stays in its place, faded, until it is dropped */
export const dragging = style({ opacity: 0.45 })
/** what follows the pointer while a module is dragged: its name */
export const dragChip = style({
  display: 'inline-block',
  maxWidth: '22rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: ink,
  color: paper,
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'grabbing',
})
/** a place a dragged module can go: no room in the page, a thick line while the module is over it */
export const dropSlot = style({ position: 'relative', height: 0 })
globalStyle(`${dropSlot}[data-over]::before`, {
  content: '""',
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '-3px',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: accent,
  boxShadow: `0 0 0 2px ${paper}`,
  zIndex: 7,
})
export const sheetOpener = style([barButton, { marginInlineStart: 'auto', minHeight: '2.25rem', '@media': { [pointer]: { display: 'none' } } }])

/** "+" between modules: it takes no room in the page and shows on hover or keyboard focus (mouse screens only) */
export const insertPoint = style({ position: 'relative', height: 0, display: 'none', '@media': { [pointer]: { display: 'block' } } })
export const insertButton = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '-0.9rem',
  transform: 'translateX(-50%)',
  zIndex: 6,
  width: '1.8rem',
  height: '1.8rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${paper}`,
  background: accent,
  color: paper,
  font: 'inherit',
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  opacity: 0,
  selectors: {
    '&:hover, &:focus-visible': { opacity: 1 },
    '&:focus-visible': { outline: '3px solid #ffd54a', outlineOffset: '1px' },
  },
})

export const placeholder = style({
  border: `2px dashed ${danger}`,
  padding: vars.space.md,
  margin: `${vars.space.md} auto`,
  maxWidth: vars.size.containerMax,
  color: danger,
  background: '#fff5f6',
})

export const sectionEdit = style({ outline: `1px dashed ${accent}`, paddingBlock: vars.space.md })
export const columnEdit = style({ minWidth: 0, minHeight: '4rem', outline: `1px dotted ${accent}`, padding: vars.space.xs })
export const columnLabel = style({ fontSize: vars.text.small, color: '#3b3550', margin: 0 })

export const toolbar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 70,
  boxSizing: 'border-box',
  height: toolbarBottom,
  background: ink,
  color: paper,
  padding: `0 ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  boxShadow: '0 -2px 8px rgba(10, 8, 20, 0.35)',
  '@media': {
    [media.md]: { insetBlockEnd: 'auto', insetBlockStart: 0, height: toolbarTop, padding: `0 ${vars.space.md}`, boxShadow: '0 2px 8px rgba(10, 8, 20, 0.35)' },
  },
})
const toolBase = {
  font: 'inherit',
  whiteSpace: 'nowrap',
  minHeight: '2.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  borderRadius: vars.radius.sm,
  padding: '0 0.5rem',
  cursor: 'pointer',
  textDecoration: 'none',
} as const
export const toolbarRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
export const toolButton = style({
  ...toolBase,
  color: paper,
  background: 'transparent',
  border: '1px solid #6d6590',
  selectors: {
    '&:hover:not(:disabled)': { background: '#2d2640' },
    '&:focus-visible': { outline: '3px solid #ffd54a', outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', color: '#a29db3', borderColor: '#3b3550', background: 'transparent' },
  },
})
export const toolPrimary = style([toolButton, { background: accent, borderColor: accent, selectors: { '&:hover:not(:disabled)': { background: '#5d3fd0' } } }])
export const addButton = style([toolButton, { background: paper, color: ink, borderColor: paper, fontWeight: 700, selectors: { '&:hover:not(:disabled)': { background: '#e6e1f5' } } }])
export const toolLink = style([toolButton, { textDecoration: 'underline' }])
export const toolIcon = style({ fontSize: '1.25rem', lineHeight: 1 })
/** the text of undo and redo: shown on a desktop, the name still there for screen readers on a phone */
export const toolText = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
})
export const statusBadge = style({ margin: 0, padding: '0.2rem 0.5rem', border: '1px solid #6d6590', borderRadius: vars.radius.pill, whiteSpace: 'nowrap', fontWeight: 700 })
export const desktopOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs } } })
export const phoneOnly = style({ '@media': { [media.md]: { display: 'none' } } })
export const toolbarEnd = style({ marginInlineStart: 'auto', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const sheetStatus = style({ fontWeight: 400 })
export const skipToModules = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 130,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: paper,
  color: ink,
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: '3px solid #ffd54a' } },
})
/** a phone's sheet: modal at the bottom, always wholly on screen, its actions as large rows */
export const sheetActions = style({ display: 'grid', gap: vars.space.xs })
globalStyle(`${sheetActions} > button, ${sheetActions} > a`, { minHeight: '2.75rem', justifyContent: 'center', textAlign: 'center', borderColor: '#5a5670' })

export const dialog = style({
  width: 'min(46rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: ink,
  background: paper,
  selectors: { '&::backdrop': { background: 'rgba(10, 8, 20, 0.6)' } },
})
export const dialogWide = style([dialog, { width: 'min(84rem, calc(100vw - 2rem))', overflow: 'auto' }])
export const sheet = style([
  dialog,
  {
    width: '100vw',
    maxWidth: '100vw',
    maxHeight: '75vh',
    margin: 'auto 0 0 0',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    overflow: 'auto',
    '@media': { [media.md]: { width: 'min(30rem, calc(100vw - 2rem))', margin: 'auto', borderRadius: vars.radius.md } },
  },
])
/** a dialog's title and close button, in view while the dialog scrolls */
export const dialogHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: paper,
  borderBottom: '1px solid #d6d3e0',
})
export const dialogBody = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.md })
// the interface's face and scale, not the site's display headings
export const dialogTitle = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.text.h4, fontWeight: 600, lineHeight: 1.25 })
export const dialogActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const input = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid #5a5670`,
  borderRadius: vars.radius.sm,
  color: ink,
  background: paper,
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: danger, borderWidth: '2px' } },
})
export const checkboxRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' })
export const hint = style({ fontSize: vars.text.small, color: '#3b3550', margin: 0 })
export const error = style({ color: danger, fontWeight: 600, margin: 0 })
export const primary = style([barButton, { background: accent, color: paper, borderColor: accent, padding: '0.4rem 1rem' }])
export const secondary = style([barButton, { borderColor: '#5a5670', padding: '0.4rem 1rem' }])
export const itemSet = style({ border: '1px solid #b9b5c9', borderRadius: vars.radius.sm, padding: vars.space.sm, display: 'grid', gap: vars.space.sm })
export const chooser = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 })
export const chooserGroups = style({ display: 'grid', gap: vars.space.md })
export const chooserGroup = style({ display: 'grid', gap: vars.space.xs })
export const chooserHeading = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.text.small, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: '#3b3550' })
export const chooserIcon = style({ display: 'inline-block', width: '1.2em', textAlign: 'center', color: accent })
export const chooserButton = style([barButton, { width: '100%', textAlign: 'start', borderColor: '#5a5670', padding: '0.5rem 0.75rem', minHeight: '2.5rem' }])

export const alert = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
  '@media': { [media.md]: { insetBlockStart: `calc(${toolbarTop} + ${vars.space.sm})` } },
  insetInlineEnd: vars.space.md,
  zIndex: 120,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: paper,
  fontWeight: 600,
  boxShadow: vars.shadow.raised,
})
export const alertSave = style([alert, { background: '#1f6b3a' }])
export const alertError = style([alert, { background: danger }])
// bottom left, clear of the visitor's sticky buttons at the bottom right; its own colours in every state
export const editLink = style([
  primary,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.md,
    insetInlineStart: vars.space.md,
    zIndex: 70,
    textDecoration: 'none',
    boxShadow: vars.shadow.raised,
    selectors: {
      '&:hover, &:active': { background: '#36207f', color: paper, borderColor: '#36207f', textDecoration: 'underline' },
      '&:focus-visible': { color: paper, outline: '3px solid #ffd54a', outlineOffset: '2px' },
    },
  },
])

// drafts, versions, comparison and locks
export const banner = style({
  background: '#fff8e1',
  border: `2px solid ${accent}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: `${vars.space.md} auto`,
  maxWidth: '72rem',
  display: 'grid',
  gap: vars.space.sm,
})
export const status = style({ fontSize: vars.text.small, fontWeight: 700, margin: 0 })
export const toolbarInput = style([input, { width: '16rem', maxWidth: '100%', padding: '0.2rem 0.4rem' }])
/** a label in the dark toolbar: the toolbar's own light colour */
export const toolbarLabel = style({ fontSize: vars.text.small, margin: 0, color: 'inherit' })
export const versionTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.text.small })
export const versionCell = style({ borderBottom: '1px solid #d6d3e0', padding: vars.space.xs, textAlign: 'start', verticalAlign: 'top' })
export const liveBadge = style({ background: '#1f6b3a', color: paper, borderRadius: vars.radius.sm, padding: '0 0.4rem', marginInlineStart: vars.space.xs })
export const changeList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm })
export const change = style({ borderInlineStart: `4px solid ${accent}`, paddingInlineStart: vars.space.sm })
export const changeAdded = style([change, { borderInlineStartColor: '#1f6b3a' }])
export const changeRemoved = style([change, { borderInlineStartColor: danger }])
export const added = style({ background: '#d5f0dc', color: '#0b3d1c', textDecoration: 'none' })
export const removed = style({ background: '#fbd9d9', color: '#5c0b0b' })
export const fieldName = style({ fontWeight: 700, fontSize: vars.text.small })
export const textLink = style({ color: accent, textDecoration: 'underline', selectors: { '&:hover': { color: '#2a176b' }, '&:focus-visible': { outline: `3px solid ${accent}`, outlineOffset: '2px' } } })
export const versionsPanes = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start', '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } })
export const versionsList = style({ minWidth: 0, overflowX: 'auto' })
export const versionsCompare = style({ minWidth: 0, '@media': { [media.lg]: { position: 'sticky', top: '4.5rem', maxHeight: 'calc(100vh - 8rem)', overflow: 'auto' } } })
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'center', marginBlockStart: vars.space.sm })
