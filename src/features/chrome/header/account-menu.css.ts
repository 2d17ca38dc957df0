import { style } from '@vanilla-extract/css'

/** The account item of a logged-in visitor (spec platform.md §6: the logged style). */
export const logged = style({ fontWeight: 700 })
