import { styleVariants } from '@vanilla-extract/css'

/** Each event label of the spec has its own colour. */
export const labelColours = styleVariants({
  imago_dei: { background: '#5b2a86', color: '#fff' },
  imago_deae: { background: '#9b3d8f', color: '#fff' },
  donaufestival: { background: '#0f6e8c', color: '#fff' },
  glatt_und_verkehrt: { background: '#d9a21b', color: '#1b1622' },
  elit: { background: '#1d3557', color: '#fff' },
  fremdveranstaltung: { background: '#5a6169', color: '#fff' },
  tag_1: { background: '#1f776d', color: '#fff' },
  tag_2: { background: '#e76f51', color: '#1b1622' },
  the_future_is_now: { background: '#00b4d8', color: '#1b1622' },
  in_die_mitte: { background: '#b5838d', color: '#1b1622' },
  quergespielt: { background: '#c2005a', color: '#fff' },
  family_and_kids: { background: '#ffbe0b', color: '#1b1622' },
  polish_intermezzo: { background: '#b3112f', color: '#fff' },
  livestream: { background: '#111111', color: '#fff' },
  other: { background: '#e9e4dc', color: '#1b1622' },
})

