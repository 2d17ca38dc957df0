import { style, globalStyle } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: color.ink,
  color: color.page,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.md, color: color.page } },
})

export const linkButton = style({ background: 'none', border: 0, padding: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer', font: 'inherit' })

export const editorBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.size.gutter}`,
  background: '#111',
  color: '#f5f5f5',
  fontSize: vars.text.small,
})
globalStyle(`${editorBar} a, ${editorBar} button`, { color: 'inherit' })

export const main = style({ minHeight: '50vh', outline: 'none' })
