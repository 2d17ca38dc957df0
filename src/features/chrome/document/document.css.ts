import { keyframes, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

/** 2 px (platform.md §9), above everything, growing from the left. */
export const loadingBar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1000,
  height: '2px',
  background: color.accent,
  transformOrigin: 'left center',
  pointerEvents: 'none',
  transition: 'transform 0.1s linear, opacity 0.4s ease',
})
export const loadingBarFailed = style({ background: color.danger })

const slideUp = keyframes({ from: { transform: 'translateY(120%)' }, to: { transform: 'none' } })
export const offlineNotice = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.z.overlay,
  maxWidth: 'min(26rem, calc(100vw - 2rem))',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: color.ink,
  color: color.page,
  fontSize: vars.text.small,
  boxShadow: vars.shadow.raised,
  animation: `${slideUp} 0.4s cubic-bezier(0.22, 1, 0.36, 1) both`,
})

export const noScript = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.md} ${vars.size.gutter}`,
  background: color.ink,
  color: color.page,
  fontSize: vars.text.small,
  '@media': { [media.md]: { fontSize: vars.text.body } },
})
export const noScriptLink = style({
  fontWeight: 700,
  color: 'inherit',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
})
