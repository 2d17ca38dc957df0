import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/tokens.css'

// The preview banner does not take the page's colour theme: it must read the same on every page, and unmistakably
// not as part of the page.
export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  background: '#fff4c2',
  color: '#1b1622',
  borderBlockEnd: '3px solid #1b1622',
  paddingBlock: vars.space.sm,
})
export const bannerInner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.md, rowGap: vars.space.xs })
export const bannerTitle = style({ margin: 0, fontSize: vars.text.body, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' })
export const bannerText = style({ margin: 0, fontSize: vars.text.small, maxWidth: '80ch' })
