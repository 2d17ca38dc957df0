import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const library = style({ display: 'grid', gap: vars.space.lg })
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2.75rem', cursor: 'pointer' })
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.md,
  background: color.surface,
})
export const panelTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 60em)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' } },
})
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
})
export const tile = style({
  position: 'relative',
  display: 'grid',
  border: `2px solid ${color.line}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  selectors: {
    '&:has([aria-pressed="true"])': { borderColor: color.ink, background: color.surfaceAlt },
    '&[data-chosen]': { borderColor: color.focus, boxShadow: `0 0 0 1px ${color.focus}` },
  },
})
export const tileButton = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.xs,
  paddingBottom: '2.75rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' } },
})
/** The tile's checkbox: a 44 px touch target at its foot. */
export const tileCheck = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.text.small,
  cursor: 'pointer',
  borderTop: `1px solid ${color.line}`,
})
globalStyle(`${tileCheck} input, ${check} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: color.focus })
export const tileTags = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' })
export const tagChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: color.surfaceAlt,
  border: `1px solid ${color.line}`,
  fontSize: vars.text.small,
})
export const tagList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const tagRemove = style({
  minWidth: '2rem',
  minHeight: '2rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: color.ink,
  font: 'inherit',
  fontSize: '1.1rem',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${color.focus}` }, '&:hover': { background: color.line } },
})
/** "Alternativtext fehlt": hard to overlook on a tile, in the upload list and in the details. */
export const missing = style({
  display: 'inline-block',
  marginTop: '0.25rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.sm,
  background: color.danger,
  color: '#ffffff',
  fontSize: vars.text.small,
  fontWeight: 700,
})
export const missingNote = style({ margin: 0, padding: vars.space.sm, borderInlineStart: `4px solid ${color.danger}`, background: color.surfaceAlt })
export const thumb = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: color.surfaceAlt, display: 'grid', placeItems: 'center', fontWeight: 700 })
export const tileName = style({ fontSize: vars.text.small, overflowWrap: 'anywhere' })
export const focalFrame = style({ position: 'relative', display: 'inline-block', maxWidth: '100%', cursor: 'crosshair' })
export const focalImage = style({ display: 'block', maxWidth: '100%', maxHeight: '20rem' })
export const focalMarker = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  marginLeft: '-0.75rem',
  marginTop: '-0.75rem',
  border: '3px solid #fff',
  borderRadius: '50%',
  boxShadow: '0 0 0 2px #000',
  pointerEvents: 'none',
})
globalStyle(`${panel} label`, { fontWeight: 600 })

export const subform = style({ display: 'grid', gap: vars.space.sm })
export const subTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.text.body })
/** The drop zone: the whole area takes dropped files; the native input inside it keeps focus and keyboard. */
export const drop = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `2px dashed ${color.inkMuted}`,
  borderRadius: vars.radius.md,
  background: color.page,
  textAlign: 'center',
  selectors: {
    '&[data-over]': { borderColor: color.focus, background: color.surfaceAlt },
    '&:focus-within': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
})
/** Invisible over the whole zone, so a tap or click anywhere opens the file chooser. */
export const dropInput = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' })
export const dropLabel = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, fontSize: vars.text.body })
export const dropIcon = style({ fontSize: '1.75rem', lineHeight: 1 })
export const uploadRows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const uploadRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderBottom: `1px solid ${color.line}`,
  selectors: { '&[data-state="failed"]': { borderInlineStart: `4px solid ${color.danger}`, paddingInlineStart: vars.space.sm } },
})
export const uploadName = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 })
export const uploadProgress = style({ width: '6rem' })
export const bulkBar = style([panel, { borderColor: color.focus, borderWidth: '2px' }])
export const altTable = style({ display: 'grid', gap: vars.space.sm })
export const altHead = style({
  display: 'none',
  fontWeight: 700,
  '@media': { 'screen and (min-width: 48em)': { display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr 2fr', gap: vars.space.sm } },
})
export const altRow = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' } },
  '@media': { 'screen and (min-width: 48em)': { gridTemplateColumns: 'minmax(10rem, 1fr) 2fr 2fr', alignItems: 'center' } },
})
/** The legend sits in the row's first column (floated so the grid takes it like a cell). */
export const altLegend = style({ float: 'left', display: 'flex', alignItems: 'center', gap: vars.space.xs, padding: 0, minWidth: 0 })
export const altThumb = style({ width: '4rem', height: '3rem', objectFit: 'cover', flex: 'none' })
export const altCell = style({ display: 'grid', gap: '0.25rem', minWidth: 0 })
globalStyle(`${altCell} label`, {
  fontSize: vars.text.small,
  '@media': { 'screen and (min-width: 48em)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
})
export const altError = style({ margin: 0, gridColumn: '1 / -1' })
globalStyle(`${panel} button[aria-disabled="true"]`, { opacity: 0.55, cursor: 'not-allowed' })

/** A linked item's address: long, without spaces, so it may break anywhere. */
export const address = style({ wordBreak: 'break-all' })
