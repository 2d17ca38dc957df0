import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })
export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(18rem, 4fr)', alignItems: 'start' } },
})
export const main = style({ display: 'grid', gap: vars.space.xxl })
export const aside = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.lg]: { position: 'sticky', top: '7rem' } } })
export const card = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: color.surface, border: `1px solid ${color.line}` })
export const cardTitle = style({ margin: 0, fontSize: vars.text.h4 })
export const address = style({ fontStyle: 'normal', fontSize: vars.text.lead, lineHeight: 1.4 })
export const mapLink = style({ fontWeight: 700 })
export const contact = style({ margin: 0, display: 'grid', gap: vars.space.xs })
globalStyle(`${contact} div`, { display: 'grid', gridTemplateColumns: '6rem 1fr', gap: vars.space.sm })
globalStyle(`${contact} dt`, { color: color.inkMuted })
globalStyle(`${contact} dd`, { margin: 0, overflowWrap: 'anywhere' })
export const hours = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.small })
globalStyle(`${hours} th, ${hours} td`, { textAlign: 'left', paddingBlock: vars.space.xs, borderBottom: `1px solid ${color.line}`, fontWeight: 400 })
globalStyle(`${hours} td`, { textAlign: 'right' })
export const today = style({ fontWeight: 700 })
globalStyle(`${today} th, ${today} td`, { fontWeight: 700 })
export const rooms = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
globalStyle(`${rooms} li`, { padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${color.line}`, fontFamily: vars.font.display, fontSize: vars.text.h4 })
export const text = style({ margin: 0, fontSize: '1.125rem', lineHeight: 1.7, maxWidth: '44rem' })
