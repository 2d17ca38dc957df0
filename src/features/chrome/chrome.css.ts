import { style, globalStyle } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: color.ink,
  color: color.page,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: color.page,
  borderBottom: `1px solid transparent`,
  transition: 'box-shadow 0.3s ease, border-color 0.3s ease, background 0.3s ease',
})
export const headerScrolled = style({ borderBottomColor: color.line, boxShadow: '0 6px 24px -18px rgba(0,0,0,0.45)' })

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  transition: 'min-height 0.3s ease',
  selectors: { [`${headerScrolled} &`]: { minHeight: vars.size.headerHeightShrunk } },
})

export const logo = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, color: color.ink, textDecoration: 'none' })
export const logoImage = style({ width: '8.75rem', height: 'auto' })

export const headerMeta = style({
  display: 'none',
  fontSize: vars.text.small,
  color: color.inkMuted,
  '@media': { [media.md]: { display: 'block' } },
})

export const desktopNav = style({ display: 'none', marginInlineStart: 'auto', '@media': { [media.lg]: { display: 'block' } } })
export const desktopNavList = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 })
export const desktopNavLink = style({
  fontWeight: 600,
  textDecoration: 'none',
  paddingBlock: vars.space.sm,
  borderBottom: '2px solid transparent',
  selectors: { '&[aria-current="page"], &:hover': { borderBottomColor: color.accent } },
})

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto', '@media': { [media.lg]: { marginInlineStart: vars.space.lg } } })

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${color.line}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.text.small,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  selectors: { '&:hover': { borderColor: color.ink, color: color.ink } },
})
export const dimmed = style({ opacity: 0.45 })

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.pill,
  background: color.accent,
  color: color.accentInk,
  fontSize: '0.75rem',
})

export const footer = style({ marginTop: vars.space.xxl, background: color.ink, color: color.page, paddingBlock: vars.space.xxl })
globalStyle(`${footer} a`, { color: 'inherit' })
globalStyle(`${footer} a:hover`, { color: color.accentSoft })
export const footerGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' } },
})
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const footerBottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(255,255,255,0.2)',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.text.small,
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

export const placeholder = style({ paddingBlock: vars.space.xxl })
export const main = style({ minHeight: '50vh', outline: 'none' })
