import type { PersonCategory, PersonListItem } from '~/contract/sections'

export interface PersonGroup {
  /** null for the people without a category, who come last */
  category: PersonCategory | null
  persons: PersonListItem[]
}

/** Groups people by category in the categories' order; people without one form a last group; empty groups drop out. */
export function groupByCategory(persons: PersonListItem[], categories: PersonCategory[]): PersonGroup[] {
  const known = new Set(categories.map((category) => category.id))
  const groups: PersonGroup[] = categories.map((category) => ({ category, persons: persons.filter((person) => person.category?.id === category.id) }))
  // a category the list knows but the category endpoint did not name still gets its own group
  for (const person of persons) {
    const category = person.category
    if (category && !known.has(category.id)) {
      known.add(category.id)
      groups.push({ category, persons: persons.filter((candidate) => candidate.category?.id === category.id) })
    }
  }
  groups.push({ category: null, persons: persons.filter((person) => person.category === null) })
  return groups.filter((group) => group.persons.length > 0)
}
