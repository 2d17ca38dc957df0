import { style } from '@vanilla-extract/css'
import { color, vars } from './tokens.css'

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
})

/** The site's main call to action (book, add to cart, checkout). Features add their own disabled look. */
export const buttonPrimary = style([
  buttonBase,
  {
    border: 0,
    background: color.accent,
    color: color.accentInk,
    selectors: { '&:hover:not(:disabled)': { color: color.accentInk, filter: 'brightness(1.08)' } },
  },
])

/** The quieter action beside it (empty cart, back). */
export const buttonSecondary = style([buttonBase, { border: `2px solid ${color.ink}`, background: 'transparent', color: color.ink }])
