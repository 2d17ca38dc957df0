import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(1.5rem)' }, to: { opacity: 1, transform: 'none' } })
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const dialog = style({
  width: 'calc(100% - 1.5rem)',
  maxWidth: '800px',
  maxHeight: 'calc(100dvh - 1.5rem)',
  margin: 'auto auto 0.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.ink,
  boxShadow: '0 30px 80px -30px rgba(20, 16, 30, 0.65)',
  overflow: 'auto',
  animation: `${rise} 0.5s cubic-bezier(0.22, 1, 0.36, 1) both`,
  '@media': { [media.md]: { margin: 'auto' } },
})
globalStyle(`${dialog}::backdrop`, { background: 'rgba(20, 16, 30, 0.55)', animation: `${fade} 0.4s ease both` })

export const body = style({ padding: `${vars.space.lg} ${vars.space.lg} 0`, '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.xl} 0` } } })
export const title = style({ fontSize: vars.text.h3, margin: `0 0 ${vars.space.sm}`, outline: 'none', '@media': { [media.md]: { marginBottom: vars.space.md } } })
export const intro = style({ margin: `0 0 ${vars.space.sm}`, maxWidth: 'none', color: color.inkMuted, fontSize: vars.text.small, '@media': { [media.md]: { fontSize: vars.text.body } } })
export const more = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.text.small })

export const categories = style({ margin: 0, padding: 0, border: 0, display: 'grid' })
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: color.inkMuted })
export const category = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${color.line}`,
})
export const categoryName = style({ fontWeight: 700, cursor: 'pointer' })
export const categoryText = style({ gridColumn: '1 / -1', margin: 0, maxWidth: 'none', fontSize: vars.text.small, color: color.inkMuted, '@media': { [media.sm]: { gridColumn: '1' } } })
export const alwaysOn = style({ fontSize: vars.text.small, fontWeight: 600, color: color.success, whiteSpace: 'nowrap' })

export const toggle = style({
  appearance: 'none',
  position: 'relative',
  width: '3rem',
  height: '1.75rem',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: color.line,
  cursor: 'pointer',
  transition: 'background 0.25s ease',
  gridRow: '1',
  gridColumn: '2',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '0.2rem',
      left: '0.2rem',
      width: '1.35rem',
      height: '1.35rem',
      borderRadius: '50%',
      background: color.surface,
      boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
      transition: 'transform 0.25s cubic-bezier(0.22, 1, 0.36, 1)',
    },
    '&:checked': { background: color.ink },
    '&:checked::after': { transform: 'translateX(1.25rem)' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
})

export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginTop: vars.space.sm,
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  '@media': { [media.md]: { padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`, justifyContent: 'flex-end' } },
})
const button = {
  // two side by side where they fit, each on its own row on narrow phones
  flex: '1 1 9.5rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  cursor: 'pointer',
  border: `2px solid ${color.ink}`,
  '@media': { [media.md]: { flex: '0 0 auto' } },
} as const
/** On small screens the main choice sits on its own row, first. */
export const primary = style({ ...button, flexBasis: '100%', order: -1, '@media': { [media.md]: { flex: '0 0 auto', order: 0 } }, background: color.ink, color: color.page, selectors: { '&:hover': { background: color.accent, borderColor: color.accent, color: color.accentInk } } })
export const secondary = style({ ...button, background: 'transparent', color: color.ink, selectors: { '&:hover': { background: color.surfaceAlt } } })
export const textButton = style({
  ...button,
  border: 0,
  background: 'transparent',
  color: color.inkMuted,
  textDecoration: 'underline',
  '@media': { [media.md]: { flex: '0 0 auto', marginInlineEnd: 'auto' } },
})
/** The list of the site's own cookies, folded away under the categories. */
export const cookies = style({ borderTop: `1px solid ${color.line}`, paddingBlock: vars.space.sm })
export const cookiesSummary = style({ cursor: 'pointer', fontWeight: 700, paddingBlock: vars.space.xs })
export const cookieList = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.sm} 0 0` })
export const cookie = style({ display: 'grid', gap: vars.space.xs })
globalStyle(`${cookie} dd`, { margin: 0 })
globalStyle(`${cookie} code`, { fontSize: vars.text.small, overflowWrap: 'anywhere' })
