import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const pageHeader = style({ paddingBlock: `${vars.space.xl} ${vars.space.lg}` })
export const pageTitle = style({ fontSize: vars.text.h1, margin: 0, maxWidth: '20ch' })
export const breadcrumb = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.lg, fontSize: vars.text.small })
export const breadcrumbList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, color: color.inkMuted })
globalStyle(`${breadcrumbList} li + li::before`, { content: '"/"', marginInlineEnd: vars.space.sm, color: color.line })
export const backButton = style({
  border: `1px solid ${color.line}`,
  background: 'transparent',
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  fontSize: vars.text.small,
})
