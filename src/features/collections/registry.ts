import { seriesCollection } from '~/features/series/series.collection'
import { teasersCollection } from '~/features/programme/teasers.collection'
import { personsCollection } from '~/features/team/persons.collection'
import { venuesCollection } from '~/features/venues/venues.collection'
import { sponsorsCollection } from '~/features/sponsors/sponsors.collection'
import { productionsCollection } from '~/features/productions/productions.collection'
import { articlesCollection } from '~/features/magazine/articles.collection'
import { formsCollection } from '~/features/forms/forms.collection'
import { eventsCollection } from '~/features/events/events.collection'
import type { AnyCollection } from './collection'

/** Every collection described once (decision 0031): the hub's routes and navigation find them here. */
export const COLLECTIONS = [eventsCollection, productionsCollection, seriesCollection, teasersCollection, venuesCollection, articlesCollection, personsCollection, sponsorsCollection, formsCollection] as const

export type CollectionPath = (typeof COLLECTIONS)[number]['path']

/** The collection at a hub address its route has checked (collection-routes.ts), the first one otherwise. */
export const collectionAt = (path: string) => COLLECTIONS.find((collection) => collection.path === path) ?? COLLECTIONS[0]

export function collectionByPath(path: string): AnyCollection | undefined {
  return COLLECTIONS.find((collection) => collection.path === path)
}

export const isCollectionPath = (path: string): path is CollectionPath => COLLECTIONS.some((collection) => collection.path === path)
