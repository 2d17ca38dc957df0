import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const list = style({ maxWidth: '52rem', borderTop: `1px solid ${color.line}` })
export const item = style({ borderBottom: `1px solid ${color.line}` })
export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3rem',
  paddingBlock: vars.space.md,
  cursor: 'pointer',
  listStyle: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.text.h4,
  fontWeight: 600,
  lineHeight: 1.3,
  selectors: { '&:hover': { color: color.accent } },
})
globalStyle(`${question}::-webkit-details-marker`, { display: 'none' })
export const icon = style({
  position: 'relative',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  border: `2px solid currentColor`,
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute', top: '50%', left: '50%', width: '0.75rem', height: '2px', background: 'currentColor', transform: 'translate(-50%, -50%)', transition: 'transform 0.25s' },
    '&::after': { transform: 'translate(-50%, -50%) rotate(90deg)' },
    [`${item}[open] &::after`]: { transform: 'translate(-50%, -50%) rotate(0deg)' },
  },
})
export const answer = style({ paddingBlockEnd: vars.space.lg })
