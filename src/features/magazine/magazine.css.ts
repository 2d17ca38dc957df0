import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })

export const headline = style({ paddingBlock: `${vars.space.xl} 0`, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })
export const headlineRow = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 26rem)' } },
})
export const title = style({ margin: 0, fontSize: vars.text.h1, maxWidth: '16ch' })
export const kickerLink = style({
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: color.accent,
})

export const search = style({ display: 'flex', alignItems: 'stretch', borderBottom: `2px solid ${color.ink}` })
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '3rem',
  border: 0,
  background: 'transparent',
  fontSize: vars.text.lead,
  fontFamily: vars.font.display,
  padding: `0 ${vars.space.sm} 0 0`,
  selectors: { '&::placeholder': { color: color.inkMuted, opacity: 1 } },
})
export const searchButton = style({
  minHeight: '3rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: color.ink,
  color: color.page,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.accent, color: color.accentInk } },
})

export const strip = style({ minWidth: 0, borderTop: `1px solid ${color.line}`, borderBottom: `1px solid ${color.line}`, marginTop: vars.space.sm })
export const stripList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
})
export const stripLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: color.surfaceAlt, color: color.ink },
    '&[aria-current="page"]': { background: color.ink, color: color.page },
  },
})
export const stripTopics = style({ fontStyle: 'italic' })

/** One colour per known category style; other style names still land on the link as a class of their own. */
const categoryColours = {
  backstage: '#8a4b08',
  interview: '#1f5fd6',
  essay: '#6a2c91',
  media: '#0d6b73',
  young: '#c2185b',
} as const
export const categoryDot = styleVariants(categoryColours, (value) => ({
  selectors: { '&::before': { content: '""', width: '0.6rem', height: '0.6rem', borderRadius: '50%', background: value, flexShrink: 0 } },
}))

export const listHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: `${vars.space.xl} ${vars.space.lg}` })
export const listTitle = style({ margin: 0, fontSize: vars.text.h2 })
export const listCount = style({ margin: 0, color: color.inkMuted, fontWeight: 600, fontSize: vars.text.small })

export const cardKicker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
})
export const cardTitle = style({ margin: 0, fontSize: vars.text.h4, lineHeight: 1.2 })
export const cardTeaser = style({
  margin: 0,
  color: color.inkMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
export const cardDate = style({ margin: 0, fontSize: vars.text.small, color: color.inkMuted })

export const topics = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.md} ${vars.space.lg}`, listStyle: 'none', margin: 0, padding: 0 })
export const topicLink = style({
  fontFamily: vars.font.display,
  fontSize: vars.text.h3,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
globalStyle(`${topicLink} span`, { color: color.accent })

export const article = style({ paddingBottom: vars.space.xxl })
export const articleHeader = style({ display: 'grid', gap: vars.space.md, paddingBlock: `${vars.space.xl} ${vars.space.xl}`, maxWidth: '56rem' })
export const articleTitle = style({ margin: 0, fontSize: vars.text.h1, lineHeight: 1.05 })
export const articleLead = style({ margin: 0, fontSize: vars.text.lead, lineHeight: 1.45, color: color.inkMuted, maxWidth: '44ch' })
export const byline = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.text.small, color: color.inkMuted })
globalStyle(`${byline} a`, { color: color.ink, fontWeight: 700 })
/** The reading column: the same width and left edge as the article's header. */
export const articleBody = style({ display: 'grid', gap: vars.space.xl, paddingTop: vars.space.xl, justifyItems: 'start', maxWidth: '56rem' })
export const figure = style({ margin: 0, maxWidth: vars.size.gridMax, marginInline: 'auto' })
export const figureImage = style({ width: '100%', aspectRatio: '16 / 9', maxHeight: '78vh', objectFit: 'cover' })
export const related = style({ paddingTop: vars.space.xxl })
