import { style } from '@vanilla-extract/css'

/** A count in the keywords' table: right-aligned figures of one width on a wide screen (on a phone the row is a card). */
export const number = style({ fontVariantNumeric: 'tabular-nums', '@media': { 'screen and (min-width: 48em)': { textAlign: 'end' } } })
