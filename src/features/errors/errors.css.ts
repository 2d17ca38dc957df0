import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const errorPage = style({
  minHeight: '60vh',
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
})

export const status = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4rem, 3rem + 8vw, 10rem)',
  lineHeight: 0.9,
  color: color.accent,
  margin: 0,
})

export const homeLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: color.ink,
  color: color.page,
  textDecoration: 'none',
  borderRadius: vars.radius.pill,
  selectors: { '&:hover': { background: color.accent, color: color.accentInk } },
})

export const errorLayout = style({ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr' })
export const errorLayoutHeader = style({ paddingBlock: vars.space.lg, borderBottom: `1px solid ${color.line}` })
/** The site's name in place of a logo it does not have. */
export const errorLayoutName = style({ fontFamily: vars.font.display, fontSize: vars.text.h4, fontWeight: 700, color: color.ink })
