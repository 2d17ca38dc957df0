import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const field = style({ display: 'grid', gap: vars.space.sm })
export const label = style({ fontWeight: 700 })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const muted = style({ color: color.inkMuted, fontSize: vars.text.small })
export const error = style({ color: color.danger, fontWeight: 600 })
export const status = style({ color: color.success, fontWeight: 600 })

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${color.ink}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
})
export const primary = style([button, { background: color.ink, color: color.page }])

export const input = style({
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: color.surface,
  color: color.ink,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '1px' },
  },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px',
  padding: vars.space.xs,
  border: `1px solid ${color.inkMuted}`,
  borderBottom: 0,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: color.surfaceAlt,
})
export const toolButton = style({
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: color.ink,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: color.ink, color: color.page },
    // the toolbar's buttons stay focusable when they do nothing (aria-disabled), as the toolbar pattern asks
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '1px' },
  },
})
export const separator = style({ width: '1px', alignSelf: 'stretch', background: color.line, margin: `0 ${vars.space.xs}` })

export const editable = style({
  minHeight: '8rem',
  padding: vars.space.md,
  border: `1px solid ${color.inkMuted}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: color.surface,
  color: color.ink,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: '2px' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '1px' },
  },
})
globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.sm}` })
globalStyle(`${editable} a`, { color: color.accent, textDecoration: 'underline' })

export const linkForm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${color.inkMuted}`,
  borderTop: 0,
  background: color.surfaceAlt,
})

export const dialog = style({
  width: 'min(64rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  background: color.page,
  color: color.ink,
  selectors: { '&::backdrop': { background: 'rgba(20, 16, 30, 0.55)' } },
})
export const dialogHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${color.line}`,
  background: color.page,
})
export const dialogTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const dialogBody = style({ padding: vars.space.lg })

export const preview = style({ display: 'block', maxWidth: '16rem', maxHeight: '10rem', objectFit: 'contain', border: `1px solid ${color.line}`, background: color.surfaceAlt })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.sm,
  background: color.surface,
})
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
