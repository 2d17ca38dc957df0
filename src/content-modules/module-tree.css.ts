import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/tokens.css'

/** Modules space themselves from above; the tree leaves room after the last one. */
export const tree = style({ paddingBlockEnd: vars.space.xxl })
