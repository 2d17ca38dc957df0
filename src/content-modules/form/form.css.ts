import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const slot = style({
  maxWidth: '48rem',
  minHeight: '8rem',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  border: `1px dashed ${color.line}`,
  color: color.inkMuted,
  textAlign: 'center',
})
export const notice = style({ maxWidth: '48rem' })
