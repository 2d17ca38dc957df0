import { style, styleVariants } from '@vanilla-extract/css'
import { hubVars as h } from './hub-tokens.css'

/** The hub's buttons: one shape, three intentions. */
const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.375rem',
  minHeight: '2.25rem',
  padding: '0 0.875rem',
  borderRadius: h.radius.md,
  border: '1px solid transparent',
  fontFamily: h.font.ui,
  fontSize: h.text.base,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${h.color.focus}`, outlineOffset: '2px' },
  },
})

export const button = styleVariants({
  primary: [buttonBase, { background: h.color.accent, color: h.color.accentInk, selectors: { '&:hover:not(:disabled)': { background: h.color.accentHover, color: h.color.accentInk } } }],
  secondary: [
    buttonBase,
    { background: h.color.surface, color: h.color.ink, borderColor: h.color.lineStrong, selectors: { '&:hover:not(:disabled)': { background: h.color.sunken, color: h.color.ink } } },
  ],
  danger: [buttonBase, { background: h.color.surface, color: h.color.danger, borderColor: h.color.danger, selectors: { '&:hover:not(:disabled)': { background: h.color.dangerSoft, color: h.color.danger } } }],
  dangerSolid: [buttonBase, { background: h.color.danger, color: '#ffffff', selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)', color: '#ffffff' } } }],
})

/** The look of a text control, also given to every bare input of a hub page (hub.css.ts). */
export const controlLook = {
  boxSizing: 'border-box',
  minHeight: '2.25rem',
  padding: '0.375rem 0.625rem',
  border: `1px solid ${h.color.lineStrong}`,
  borderRadius: h.radius.md,
  background: h.color.surface,
  color: h.color.ink,
  fontFamily: h.font.ui,
  fontSize: h.text.base,
  lineHeight: 1.4,
} as const

/** A text control: inputs, selects and text areas share one height, border and focus ring. */
export const control = style({
  ...controlLook,
  width: '100%',
  minWidth: 0,
  selectors: {
    '&:hover': { borderColor: h.color.muted },
    '&:focus-visible': { outline: `2px solid ${h.color.focus}`, outlineOffset: '1px', borderColor: h.color.focus },
    '&[aria-invalid="true"]': { borderColor: h.color.danger },
    '&:disabled': { background: h.color.sunken, color: h.color.muted },
  },
})

/** A switch: a checkbox drawn as a track and a knob; its label says what it turns on. */
export const switchRow = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', cursor: 'pointer', minHeight: '2.25rem' })
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flex: '0 0 auto',
  width: '2.5rem',
  height: '1.375rem',
  margin: 0,
  borderRadius: '999px',
  background: h.color.lineStrong,
  cursor: 'pointer',
  transition: 'background 150ms',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '1rem',
      height: '1rem',
      borderRadius: '50%',
      background: '#ffffff',
      boxShadow: '0 1px 2px rgba(0,0,0,0.3)',
      transition: 'transform 150ms',
    },
    '&:checked': { background: h.color.success },
    '&:checked::before': { transform: 'translateX(1.125rem)' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${h.color.focus}`, outlineOffset: '2px' },
  },
})
export const switchState = style({ fontSize: h.text.sm, color: h.color.muted })

/** The file input's own face: a button-like face over the native input (transparent, on top, so it takes clicks and focus) and the chosen file's name. */
export const fileField = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.625rem' })
export const fileButton = style([
  buttonBase,
  {
    position: 'relative',
    background: h.color.surface,
    color: h.color.ink,
    borderColor: h.color.lineStrong,
    selectors: { '&:focus-within': { outline: `2px solid ${h.color.focus}`, outlineOffset: '2px' }, '&:hover': { background: h.color.sunken } },
  },
])
export const fileNative = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', fontSize: 0 })
export const fileName = style({ fontSize: h.text.sm, color: h.color.muted, overflowWrap: 'anywhere' })

/** The mark of a required field (the control carries `required` and `aria-required` too). */
export const requiredMark = style({ color: h.color.danger, marginInlineStart: '0.125rem', fontWeight: 700 })
