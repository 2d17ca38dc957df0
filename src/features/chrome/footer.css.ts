import { globalStyle, style } from '@vanilla-extract/css'
import { color, media, vars } from '~/styles/tokens.css'

const focusRing = { outline: `3px solid ${color.accentSoft}`, outlineOffset: '3px' }

export const footer = style({
  marginTop: vars.space.xxl,
  background: color.ink,
  color: color.page,
  // room below for the sticky navigation's buttons
  paddingBlock: `${vars.space.xxl} calc(${vars.space.xl} + 5rem)`,
  fontSize: vars.text.small,
})
globalStyle(`${footer} a`, { color: 'inherit', textDecorationColor: 'rgba(255,255,255,0.35)' })
globalStyle(`${footer} a:hover`, { color: color.accentSoft })
globalStyle(`${footer} :focus-visible`, focusRing)

export const adminTop = style({
  fontFamily: vars.font.display,
  fontSize: vars.text.lead,
  lineHeight: 1.4,
  maxWidth: '48rem',
  marginBottom: vars.space.xl,
})
globalStyle(`${adminTop} p`, { margin: 0 })
globalStyle(`${adminTop} strong`, { fontWeight: 600 })

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  borderTop: '1px solid color-mix(in srgb, currentColor 22%, transparent)',
  '@media': { [media.md]: { gridTemplateColumns: '1.3fr 1fr 1fr' } },
})

export const brandLogo = style({
  display: 'block',
  width: '8.75rem',
  height: '5.25rem',
  backgroundColor: 'currentColor',
  // the image itself is the site's logo, set on the element (SiteFooter)
  maskRepeat: 'no-repeat',
  maskSize: 'contain',
  maskPosition: 'left center',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskSize: 'contain',
  WebkitMaskPosition: 'left center',
})
export const brandLink = style({ display: 'inline-block', borderRadius: vars.radius.sm })

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  opacity: 0.7,
})
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.55rem', fontSize: '1rem' })
globalStyle(`${list} a`, { textDecoration: 'none' })
globalStyle(`${list} a:hover`, { textDecoration: 'underline' })
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { color: color.accentSoft, textDecoration: 'underline' } },
})

export const adminBottom = style({ opacity: 0.75 })
globalStyle(`${adminBottom} p`, { margin: 0 })

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: '1px solid color-mix(in srgb, currentColor 22%, transparent)',
})
export const copyright = style({ opacity: 0.75 })
export const logos = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg })
globalStyle(`${logos} img`, { maxHeight: '3.5rem', width: 'auto' })
/** The venue's name where it has no logo yet. */
export const brandName = style({ display: 'block', maxWidth: '14rem', fontFamily: vars.font.display, fontSize: vars.text.h4, fontWeight: 700, lineHeight: 1.15 })

export const cultureLogo = style([
  brandLogo,
  {
    width: '10rem',
    height: '3.5rem',
    maskImage: 'url(/brand/culture-logo.svg)',
    WebkitMaskImage: 'url(/brand/culture-logo.svg)',
  },
])
