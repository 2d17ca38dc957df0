import { style } from '@vanilla-extract/css'
import { color, media, timings, vars } from '~/styles/tokens.css'

const ease = 'cubic-bezier(0.22, 1, 0.36, 1)'

export const stickyNav = style({
  position: 'fixed',
  right: `calc(${vars.space.md} + var(--scroll-lock-gap, 0px))`,
  bottom: vars.space.md,
  left: vars.space.md,
  zIndex: vars.z.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.md]: { left: 'auto', right: `calc(${vars.space.lg} + var(--scroll-lock-gap, 0px))`, bottom: vars.space.lg } },
})

/** 0.38–0.5 s (programme.md §4): items fade and rise in, the link list a little slower. */
const hidden = {
  opacity: 0,
  transform: 'translateY(1rem)',
  visibility: 'hidden',
  transition: `opacity ${timings.stickyButtons}ms ease, transform ${timings.stickyButtons}ms ${ease}, visibility 0s linear ${timings.stickyButtons}ms`,
} as const
const shown = {
  opacity: 1,
  transform: 'none',
  visibility: 'visible',
  pointerEvents: 'auto',
  transition: `opacity 500ms ease, transform 500ms ${ease}`,
} as const

export const item = style({ ...hidden })
export const itemShown = style({ ...shown })

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.sm, pointerEvents: 'none' })

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.text.small,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
  boxShadow: '0 12px 30px -14px rgba(20, 16, 30, 0.6)',
  transition: 'background 0.25s ease, color 0.25s ease, transform 0.25s ease',
} as const
const focus = { outline: `3px solid ${color.focus}`, outlineOffset: '3px' }

export const linkPill = style({
  ...pill,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  background: color.surface,
  color: color.ink,
  border: `1px solid ${color.line}`,
  selectors: { '&:hover': { background: color.ink, color: color.page }, '&:focus-visible': focus },
})
export const overlayButton = style({
  ...pill,
  // stays distinct over the dark footer
  border: '1px solid color-mix(in srgb, currentColor 22%, transparent)',
  background: color.ink,
  color: color.page,
  selectors: { '&:hover': { background: color.accent, color: color.accentInk, transform: 'translateY(-2px)' }, '&:focus-visible': focus },
})
export const bookingButton = style({
  ...pill,
  border: 0,
  background: color.accent,
  color: color.accentInk,
  selectors: { '&:hover': { background: color.ink, color: color.page, transform: 'translateY(-2px)' }, '&:focus-visible': focus },
})
export const topButton = style({
  ...pill,
  justifyContent: 'center',
  width: '3rem',
  padding: 0,
  border: `1px solid ${color.line}`,
  background: color.surface,
  color: color.ink,
  selectors: { '&:hover': { background: color.ink, color: color.page }, '&:focus-visible': focus },
})
export const pointer = style({ pointerEvents: 'auto' })
