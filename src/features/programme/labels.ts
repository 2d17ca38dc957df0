import { labelColours } from './labels.css'

/** The spec names some labels two ways; both get the same colour. */
const aliases: Record<string, keyof typeof labelColours> = {
  'future-is-now': 'the_future_is_now',
  in_the_middle: 'in_die_mitte',
}

export function labelColour(id: string): string {
  const key = aliases[id] ?? id
  const found = Object.entries(labelColours).find(([name]) => name === key)
  return found ? found[1] : labelColours.other
}
