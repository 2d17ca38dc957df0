import { assignVars, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { hubTokenValues, hubVars as h } from './hub-tokens.css'

export const toastRegion = style({
  position: 'fixed',
  zIndex: 120,
  insetInline: '1rem',
  bottom: '1rem',
  display: 'grid',
  justifyItems: 'end',
  gap: '0.5rem',
  pointerEvents: 'none',
  '@media': { 'screen and (min-width: 48em)': { insetInline: 'auto 1.5rem', bottom: '1.5rem', maxWidth: '26rem' } },
})
const slideIn = keyframes({ from: { transform: 'translateY(0.5rem)', opacity: 0 }, to: { transform: 'none', opacity: 1 } })
const toastBase = style({
  display: 'flex',
  alignItems: 'start',
  gap: '0.75rem',
  width: '100%',
  padding: '0.75rem 0.875rem',
  borderRadius: h.radius.md,
  borderInlineStart: '4px solid',
  background: h.color.ink,
  color: '#ffffff',
  boxShadow: h.shadow.pop,
  fontFamily: h.font.ui,
  fontSize: h.text.base,
  pointerEvents: 'auto',
  animation: `${slideIn} 160ms ease-out`,
})
export const toast = styleVariants({
  success: [toastBase, { borderColor: '#4ade80' }],
  info: [toastBase, { borderColor: '#93c5fd' }],
  error: [toastBase, { borderColor: '#f87171' }],
})
export const toastText = style({ flex: 1, margin: 0, maxWidth: 'none' })
export const toastClose = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '1.125rem',
  lineHeight: 1,
  padding: '0 0.25rem',
  selectors: { '&:focus-visible': { outline: '2px solid #93c5fd', outlineOffset: '2px' } },
})

export const dialog = style({
  // its own tokens: a confirmation also opens outside the hub's shell (the in-place editor's page actions)
  vars: assignVars(h, hubTokenValues),
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: 0,
  border: `1px solid ${h.color.line}`,
  borderRadius: h.radius.lg,
  background: h.color.surface,
  color: h.color.ink,
  boxShadow: h.shadow.pop,
  fontFamily: h.font.ui,
  selectors: { '&::backdrop': { background: 'rgba(16, 24, 40, 0.45)' } },
})
export const dialogBody = style({ display: 'grid', gap: '0.75rem', padding: '1.25rem' })
export const dialogTitle = style({ margin: 0, fontFamily: h.font.ui, fontSize: h.text.h2, fontWeight: 650, lineHeight: 1.3 })
export const dialogText = style({ margin: 0, color: h.color.muted, fontSize: h.text.base })
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '0.5rem' })
