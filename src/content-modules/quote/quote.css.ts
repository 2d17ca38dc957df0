import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const figure = style({
  position: 'relative',
  margin: 0,
  paddingBlock: vars.space.lg,
  paddingInlineStart: 'clamp(2.5rem, 8vw, 6rem)',
  maxWidth: '60rem',
})
export const mark = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '-0.1em',
  fontFamily: vars.font.display,
  fontSize: 'clamp(5rem, 12vw, 9rem)',
  lineHeight: 1,
  color: color.accent,
})
export const quote = style({ margin: 0 })
export const text = style({
  margin: 0,
  maxWidth: '32ch',
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 1.1rem + 1.8vw, 2.6rem)',
  fontStyle: 'italic',
  lineHeight: 1.25,
  textWrap: 'pretty',
  '@media': { [media.lg]: { maxWidth: '36ch' } },
})
export const author = style({
  display: 'block',
  marginTop: vars.space.md,
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: color.inkMuted,
  fontStyle: 'normal',
})
