import { globalStyle, style } from '@vanilla-extract/css'
import { color, vars } from '~/styles/tokens.css'

export const html = style({ overflowX: 'auto' })
globalStyle(`${html} table`, { width: '100%', maxWidth: '52rem', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${html} th, ${html} td`, { padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'start', borderBottom: `1px solid ${color.line}` })
globalStyle(`${html} th`, { fontSize: vars.text.small, letterSpacing: '0.06em', textTransform: 'uppercase', color: color.inkMuted })
globalStyle(`${html} iframe`, { maxWidth: '100%', border: 0 })
