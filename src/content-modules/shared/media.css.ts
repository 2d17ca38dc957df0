import { style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

/** The notice shown in place of third-party media until the visitor allows media cookies. */
export const consentNotice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: color.surfaceAlt,
  color: color.ink,
  borderInlineStart: `4px solid ${color.accent}`,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
})
export const consentText = style({ margin: 0, fontSize: vars.text.small, maxWidth: '60ch' })
export const consentButton = style({
  flexShrink: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `2px solid ${color.ink}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.ink, color: color.page } },
})

export const embedFrame = style({ display: 'block', width: '100%', border: 0, background: color.surfaceAlt })
export const embedPlaceholder = style({ display: 'flex', alignItems: 'stretch', flexDirection: 'column', justifyContent: 'center', background: color.surfaceAlt })

/** Round play button over a poster. */
export const playButton = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  border: 0,
  padding: 0,
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.45))',
  cursor: 'pointer',
  color: '#fff',
  selectors: { '&:focus-visible': { outlineOffset: '-6px' } },
})
export const playIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 'clamp(3.5rem, 9vw, 5.5rem)',
  aspectRatio: '1',
  borderRadius: '50%',
  background: color.accent,
  color: color.accentInk,
  boxShadow: vars.shadow.raised,
  transition: 'transform 0.2s',
  selectors: { [`${playButton}:hover &, ${playButton}:focus-visible &`]: { transform: 'scale(1.08)' } },
})
