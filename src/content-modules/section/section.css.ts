import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { block } from '../shared/module.css'
import { color, media, vars } from '~/styles/tokens.css'

export const section = style({
  position: 'relative',
  isolation: 'isolate',
  marginBlockStart: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  background: color.page,
  color: color.ink,
})
export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -2, width: '100%', height: '100%', objectFit: 'cover' })
export const scrim = style({ position: 'absolute', inset: 0, zIndex: -1, background: 'rgba(12, 10, 18, 0.62)' })

export const grid = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start' })

/** Column splits of the 12-column grid; two columns from 48em, three from 64em. */
export const layouts = styleVariants({
  '100': {},
  '67-33': { '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } },
  '33-67': { '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } } },
  '50-50': { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  '33-33-33': { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  '25-50-25': { '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' } } },
})

export const column = style({ minWidth: 0 })
// inside a column the modules already sit in the page container
globalStyle(`${column} ${block}`, { maxWidth: 'none', paddingInline: 0 })
globalStyle(`${column} > ${block}:first-child`, { marginBlockStart: 0 })
