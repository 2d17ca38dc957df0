import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/tokens.css'

// The editor's own look: dark bars with light text (contrast well above 4.5:1), visible focus everywhere.
const ink = '#15111f'
const paper = '#ffffff'
const accent = '#4b2bb3'
const danger = '#a3122b'

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
  opacity: 0,
  position: 'relative',
  zIndex: 5,
})
globalStyle(`${editable}:hover > ${moduleBar}, ${editable}:focus-within > ${moduleBar}`, { opacity: 1 })

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
  position: 'sticky',
  top: 0,
  zIndex: 70,
  background: ink,
  color: paper,
  padding: `${vars.space.sm} ${vars.size.gutter}`,
  fontSize: vars.text.small,
  display: 'grid',
  gap: vars.space.sm,
})
export const toolbarRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
globalStyle(`${toolbar} a`, { color: paper })

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
export const chooser = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 })

export const alert = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
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
export const editLink = style([primary, { position: 'fixed', insetBlockEnd: vars.space.md, insetInlineEnd: vars.space.md, zIndex: 70, textDecoration: 'none' }])

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
export const fieldName = style({ fontFamily: 'monospace', fontSize: vars.text.small })
