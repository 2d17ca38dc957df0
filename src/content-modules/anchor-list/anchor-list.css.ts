import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const nav = style({ background: color.page })
export const sticky = style({
  position: 'sticky',
  top: vars.size.headerHeightShrunk,
  zIndex: vars.z.sticky,
  boxShadow: `0 1px 0 ${color.line}`,
})
export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${color.line}`,
})
export const item = style({ flexShrink: 0 })
export const sub = style({ fontSize: vars.text.small, alignSelf: 'center' })
export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  fontWeight: 600,
  textDecoration: 'none',
  color: color.inkMuted,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: color.ink },
    '&[aria-current="location"]': { color: color.ink, borderBottomColor: color.accent },
  },
})
