import { keyframes, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

const slideIn = keyframes({ from: { transform: 'translateY(2rem)', opacity: 0 }, to: { transform: 'none', opacity: 1 } })

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: vars.z.overlay, background: 'rgba(15, 10, 20, 0.55)', display: 'grid', placeItems: 'end center', '@media': { [media.md]: { placeItems: 'center' } } })
export const panel = style({
  width: '100%',
  maxWidth: '60rem',
  maxHeight: '92vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: color.page,
  color: color.ink,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 0.4s ease`,
  '@media': { [media.md]: { borderRadius: vars.radius.md } },
})
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg}`, borderBottom: `1px solid ${color.line}` })
export const title = style({ margin: 0, fontSize: vars.text.h3 })
export const close = style({ minWidth: '2.75rem', minHeight: '2.75rem', borderRadius: vars.radius.pill, border: `1px solid ${color.line}`, background: 'transparent', cursor: 'pointer', fontSize: '1.1rem' })
export const body = style({ overflowY: 'auto', padding: vars.space.lg, display: 'grid', gap: vars.space.lg, alignContent: 'start' })
export const day = style({ display: 'grid', gap: vars.space.sm })
export const dayHeading = style({ fontSize: vars.text.h4, margin: 0, borderBottom: `2px solid ${color.ink}`, paddingBottom: vars.space.xs })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
