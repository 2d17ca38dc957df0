import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

export const page = style({ paddingBottom: vars.space.xxl })

export const filterBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  paddingBlock: vars.space.lg,
  marginBottom: vars.space.xl,
  borderTop: `1px solid ${color.line}`,
  borderBottom: `1px solid ${color.line}`,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' } },
})
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const fieldLabel = style({ fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: color.inkMuted })
export const control = style({
  width: '100%',
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${color.ink}`,
  borderRadius: vars.radius.pill,
  background: color.page,
  color: color.ink,
  fontWeight: 600,
  fontSize: vars.text.small,
  cursor: 'pointer',
  selectors: { '&[data-active="true"]': { background: color.ink, color: color.page } },
})
export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: '2.25rem',
    textOverflow: 'ellipsis',
    backgroundImage:
      'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2712%27 height=%278%27 viewBox=%270 0 12 8%27%3E%3Cpath d=%27M1 1l5 5 5-5%27 fill=%27none%27 stroke=%27%23888%27 stroke-width=%272%27/%3E%3C/svg%3E")',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 1rem center',
  },
])
/** the date field: native pickers need their room on small screens */
export const dateControl = style([control, { paddingInline: vars.space.sm }])
export const toolbarEnd = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.lg]: { gridColumn: 'auto', justifyContent: 'flex-end', minHeight: '2.75rem' } },
})
export const count = style({ margin: 0, fontWeight: 600, color: color.inkMuted, fontSize: vars.text.small })
export const resetLink = style({ background: 'none', border: 0, padding: 0, textDecoration: 'underline', textUnderlineOffset: '0.2em', cursor: 'pointer', color: color.ink, fontWeight: 700, fontSize: vars.text.small })

export const emptyBlock = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.xl, background: color.surfaceAlt })
globalStyle(`${emptyBlock} h2`, { fontSize: vars.text.h3, margin: 0 })
globalStyle(`${emptyBlock} p`, { margin: 0 })
export const resetButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: color.accent,
  color: color.accentInk,
  border: 0,
  fontWeight: 700,
  cursor: 'pointer',
})

export const cardKicker = style({ margin: 0, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: color.accent })
export const cardTitle = style({ margin: 0, fontSize: vars.text.h3, lineHeight: 1.1 })
export const cardSubtitle = style({ margin: 0, color: color.inkMuted })
export const cardRun = style({ margin: 0, fontWeight: 700, fontSize: vars.text.small, letterSpacing: '0.02em' })
