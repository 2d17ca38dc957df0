import { style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

/** Slider defaults of the spec (programme.md §9): one slide per view, gap 24. */
export const SLIDE_GAP = 24

export const slider = style({ position: 'relative' })
export const viewport = style({ overflow: 'hidden' })
export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom', marginInlineStart: `-${SLIDE_GAP}px` })
export const slide = style({ flex: '0 0 100%', minWidth: 0, paddingInlineStart: `${SLIDE_GAP}px` })
export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.md, marginTop: vars.space.md })
export const position = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontSize: vars.text.small, color: color.inkMuted, marginInlineEnd: 'auto' })
export const navButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  border: `2px solid ${color.ink}`,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  transition: 'background-color 0.2s, color 0.2s',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: color.ink, color: color.page },
    '&[aria-disabled="true"]': { opacity: 0.35, cursor: 'default' },
  },
})

/** Keeps a slide's size while its content waits to be shown. */
export const lazySlide = style({ minHeight: '8rem', height: '100%' })
