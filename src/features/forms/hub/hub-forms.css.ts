import { style } from '@vanilla-extract/css'

const wideScreen = 'screen and (min-width: 48em)'

/** The entries' table: as wide as its columns on a wide screen (scrolled inside its frame); cards on a phone. */
export const tableWrap = style({ marginBlock: '0.75rem', '@media': { [wideScreen]: { overflowX: 'auto' } } })
export const table = style({ '@media': { [wideScreen]: { minWidth: '40rem' } } })
/** The selection's checkbox: as narrow as it is. */
export const selectCell = style({ width: '1%' })
export const actions = style({ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center', margin: 0 })
/** The way back, to the builder and to the CSV above the entries. */
export const links = style({ marginBlockEnd: '0.5rem' })
