import { globalStyle, style } from '@vanilla-extract/css'
import { container } from '~/styles/layout.css'
import { color, media, vars } from '~/styles/tokens.css'

// The shared look of the content modules: a typographic, image-led page with generous vertical rhythm.

// Modules space themselves with a top margin only, so margins never collapse into surprises; the tree adds the
// space after the last one.

/** A module inside the page container. Inside section columns the container falls away (see section.css). */
export const block = style([container, { marginBlockStart: vars.space.xl }])
/** A module running edge to edge. */
export const bleed = style({ width: '100%', marginBlockStart: vars.space.xxl })
/** Close to the module before it ("decrease distance"). */
export const tight = style({ selectors: { [`${block}&, ${bleed}&`]: { marginBlockStart: vars.space.sm } } })
/**
 * The slot of one of the page's top-level modules (its hydration slice, src/content-modules/ModuleTree.tsx): no box
 * of its own, the module lays out as the tree's child. A slot stays empty when its module renders nothing.
 */
export const moduleSlot = style({ display: 'contents' })

/** `next` right after `previous`: as siblings (in section columns), or in adjacent slots, an empty one between. */
function adjacentModules(previous: string, next: string): string {
  const after = `${moduleSlot}:has(> ${previous}) +`
  return `${previous} + ${next}, ${after} ${moduleSlot} > ${next}, ${after} ${moduleSlot}:empty + ${moduleSlot} > ${next}`
}

/** The module after a headline sits close to it. */
export const afterHeadline = style({})
globalStyle(adjacentModules(afterHeadline, block), { marginBlockStart: vars.space.md })
/** Links in a row of link modules stay together. */
export const linkGroup = style({})
globalStyle(adjacentModules(linkGroup, linkGroup), { marginBlockStart: vars.space.sm })

export const preline = style({
  display: 'block',
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: color.accent,
})

export const subline = style({
  margin: `${vars.space.sm} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.text.lead,
  fontWeight: 400,
  lineHeight: 1.4,
  color: color.inkMuted,
  maxWidth: '48ch',
})

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '3rem',
  padding: '0.75rem 1.5rem',
  border: '2px solid',
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 0.2s, color 0.2s, border-color 0.2s',
})

export const buttonPrimary = style([
  buttonBase,
  {
    background: color.accent,
    borderColor: color.accent,
    color: color.accentInk,
    selectors: { '&:hover': { background: color.ink, borderColor: color.ink, color: color.page } },
  },
])

export const buttonSecondary = style([
  buttonBase,
  {
    background: 'transparent',
    borderColor: 'currentColor',
    color: color.ink,
    selectors: { '&:hover': { background: color.ink, borderColor: color.ink, color: color.page } },
  },
])

/** A quiet link with an arrow that moves on hover. */
export const arrowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  textDecoration: 'none',
  color: color.ink,
  selectors: { '&:hover': { color: color.accent } },
})
export const arrow = style({
  display: 'inline-block',
  transition: 'transform 0.2s',
  selectors: { [`${arrowLink}:hover &, ${buttonPrimary}:hover &, ${buttonSecondary}:hover &`]: { transform: 'translateX(0.25em)' } },
})

/** Cards of teaser lists: one column on phones, two from 48em, three from 64em. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  selectors: { '&:focus-within': { outline: `3px solid ${color.focus}`, outlineOffset: '4px' } },
})
export const cardMedia = style({ overflow: 'hidden', background: color.surfaceAlt, marginBottom: vars.space.sm, aspectRatio: '16 / 9' })
export const cardImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 0.6s cubic-bezier(0.2, 0.6, 0.2, 1)',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
})
export const cardTitle = style({ fontSize: vars.text.h4, margin: 0 })
export const cardText = style({ margin: 0, color: color.inkMuted })

/** The card's main link covers the whole card, so the card is one target with one accessible name. */
export const stretchedLink = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { color: color.accent },
  },
})

export const mediaFrame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  background: color.ink,
})
export const mediaFill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', border: 0 })

export const caption = style({ marginTop: vars.space.sm, fontSize: vars.text.small, color: color.inkMuted })

/** Rich text: lists, quotes and headings inside editor text. */
export const prose = style({ maxWidth: '70ch' })
globalStyle(`${prose} > :last-child`, { marginBottom: 0 })
globalStyle(`${prose} h2`, { fontSize: vars.text.h3, marginTop: vars.space.xl })
globalStyle(`${prose} h3, ${prose} h4, ${prose} h5, ${prose} h6`, { fontSize: vars.text.h4, marginTop: vars.space.lg })
globalStyle(`${prose} > :first-child`, { marginTop: 0 })
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}`, paddingInlineStart: '1.4em' })
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs })
globalStyle(`${prose} li::marker`, { color: color.accent })
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.lg} 0`,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `3px solid ${color.accent}`,
  fontFamily: vars.font.display,
  fontSize: vars.text.lead,
  fontStyle: 'italic',
})
globalStyle(`${prose} a`, { textDecorationColor: color.accent, textDecorationThickness: '2px' })
globalStyle(`${prose} code`, { fontFamily: vars.font.mono, fontSize: '0.9em', background: color.surfaceAlt, padding: '0.1em 0.3em' })
