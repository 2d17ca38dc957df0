import { describe, expect, it } from 'vitest'
import type { PersonListItem } from '~/contract/sections'
import { groupByCategory } from './team.shared'

const person = (id: number, category: { id: number; name: string } | null): PersonListItem => ({
  id,
  slug: `p-${id}`,
  first_name: 'A',
  last_name: `B${id}`,
  role: null,
  category,
  portrait: null,
})

describe('team groups', () => {
  it('groups by category in the categories order, the uncategorised last, empty groups dropped', () => {
    const lead = { id: 1, name: 'Leitung' }
    const ensemble = { id: 2, name: 'Ensemble' }
    const music = { id: 3, name: 'Musik' }
    const groups = groupByCategory([person(1, ensemble), person(2, lead), person(3, null), person(4, ensemble)], [lead, ensemble, music])
    expect(groups.map((group) => [group.category?.name ?? null, group.persons.map((p) => p.id)])).toEqual([
      ['Leitung', [2]],
      ['Ensemble', [1, 4]],
      [null, [3]],
    ])
  })

  it('keeps people whose category the category list does not name', () => {
    const groups = groupByCategory([person(1, { id: 9, name: 'Gäste' })], [])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.category?.name).toBe('Gäste')
  })
})
