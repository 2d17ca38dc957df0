import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

// The building blocks the section pages share (productions, team, venues, series, magazine): an intro with
// breadcrumb and a large display headline, titled sections with generous rhythm, and a list of dates.

export const intro = style({ paddingBlock: `${vars.space.xl} ${vars.space.lg}`, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const kicker = style({
  margin: 0,
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: color.accent,
})
export const title = style({ margin: 0, fontSize: vars.text.h1, maxWidth: '18ch' })
export const lead = style({ margin: 0, fontSize: vars.text.lead, lineHeight: 1.45, color: color.inkMuted, maxWidth: '44ch' })
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
})
globalStyle(`${facts} dt`, { fontSize: vars.text.small, color: color.inkMuted, letterSpacing: '0.04em' })
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm })

export const hero = style({ maxWidth: vars.size.gridMax, marginInline: 'auto', background: color.surfaceAlt })
export const heroImage = style({ width: '100%', aspectRatio: '16 / 9', maxHeight: '82vh', objectFit: 'cover' })

export const body = style({ display: 'grid', gap: vars.space.xxl, paddingBlock: `${vars.space.xl} ${vars.space.xxl}` })
/** A titled section: heading above the content; on wide screens an editorial column on the left of it. */
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignContent: 'start', scrollMarginTop: '130px' })
export const sectionAside = style({ '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)', gap: vars.space.xl } } })
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `2px solid ${color.ink}`,
})
globalStyle(`${sectionAside} > ${sectionHeader}`, {
  '@media': { [media.lg]: { flexDirection: 'column', alignItems: 'flex-start', alignSelf: 'start', position: 'sticky', top: '6rem' } },
})
export const sectionBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
globalStyle(`${sectionAside} > ${sectionBody}`, { '@media': { [media.lg]: { paddingTop: vars.space.md } } })
export const sectionTitle = style({ margin: 0, fontSize: vars.text.h2 })
export const sectionNote = style({ margin: 0, color: color.inkMuted, fontSize: vars.text.small })
export const prose = style({ maxWidth: '44rem', fontSize: '1.125rem', lineHeight: 1.7 })
globalStyle(`${prose} h2`, { fontSize: vars.text.h3, marginTop: vars.space.xl })
globalStyle(`${prose} h3`, { fontSize: vars.text.h4, marginTop: vars.space.lg })
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: '1.25em', margin: `0 0 ${vars.space.md}` })
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs })

export const dates = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
// The programme item dims cancelled events with opacity, which takes their text below the contrast minimum; here
// the "cancelled" status says it, at full contrast.
globalStyle(`${dates} > li > article`, { opacity: 1 })
export const dateDay = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.text.small, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: color.inkMuted })
export const empty = style({ margin: 0, padding: vars.space.lg, background: color.surfaceAlt, color: color.inkMuted })

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${color.line}`,
  background: color.surface,
  fontWeight: 600,
  fontSize: vars.text.small,
  textDecoration: 'none',
  selectors: { 'a&:hover': { borderColor: color.ink, color: color.ink, background: color.surfaceAlt } },
})

export const credits = style({ display: 'grid', gap: vars.space.xl, '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } })
export const creditGroupTitle = style({ fontSize: vars.text.h4, margin: `0 0 ${vars.space.sm}` })
export const creditList = style({ margin: 0, display: 'grid' })
export const creditRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 2fr) 3fr',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${color.line}`,
})
globalStyle(`${creditRow} dt`, { color: color.inkMuted })
globalStyle(`${creditRow} dd`, { margin: 0, fontWeight: 600 })

export const slideImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })

export const loadMoreRow = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.xl })
export const loadMore = style({
  minHeight: '3rem',
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${color.ink}`,
  background: 'transparent',
  color: color.ink,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover:not(:disabled)': { background: color.ink, color: color.page }, '&:disabled': { opacity: 0.6, cursor: 'progress' } },
})

/** The card grids: one column on phones, then two (or three) */
export const grid2 = style({
  display: 'grid',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space.xxl} ${vars.space.xl}` } },
})
export const grid3 = style({
  display: 'grid',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${vars.space.xl} ${vars.space.xl}` },
  },
})
