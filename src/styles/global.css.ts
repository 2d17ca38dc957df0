import { globalStyle } from '@vanilla-extract/css'
import { color, media, vars } from './tokens.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: '130px',
})
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.text.body,
  lineHeight: 1.6,
  color: color.ink,
  background: color.page,
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
})
globalStyle('body.no-scroll', { overflow: 'hidden' })
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1.12,
  letterSpacing: '-0.01em',
  margin: `0 0 ${vars.space.md}`,
  textWrap: 'balance',
})
globalStyle('h1', { fontSize: vars.text.h1 })
globalStyle('h2', { fontSize: vars.text.h2 })
globalStyle('h3', { fontSize: vars.text.h3 })
globalStyle('h4, h5, h6', { fontSize: vars.text.h4 })
globalStyle('p', { margin: `0 0 ${vars.space.md}`, maxWidth: '70ch' })
globalStyle('a', { color: 'inherit', textDecorationThickness: '1px', textUnderlineOffset: '0.18em' })
globalStyle('a:hover', { color: color.accent })
globalStyle('img, svg, video', { maxWidth: '100%', height: 'auto', display: 'block' })
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${color.focus}`, outlineOffset: '2px' })
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
