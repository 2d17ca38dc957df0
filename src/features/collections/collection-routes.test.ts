import { describe, expect, it } from 'vitest'
import { COLLECTIONS } from './registry'
import { COLLECTION_ROUTES, collectionRoute } from './collection-routes'

describe("the hub routes' list of collections", () => {
  it('names every collection of the registry, in its order, with its own titles and record page', () => {
    expect(COLLECTION_ROUTES.map((route) => route.path)).toEqual(COLLECTIONS.map((collection) => collection.path))
    for (const collection of COLLECTIONS) {
      const route = collectionRoute(collection.path)
      // the very message functions of the description, not look-alikes
      expect(route?.titles.many, collection.path).toBe(collection.labels.many)
      expect(route?.titles.new, collection.path).toBe(collection.labels.new)
      expect(route?.titles.edit, collection.path).toBe(collection.labels.edit)
      expect(route?.recordPage, collection.path).toBe('recordPage' in collection && Boolean(collection.recordPage))
    }
  })

  it('finds no collection for an address the hub does not have', () => {
    expect(collectionRoute('users')).toBeUndefined()
    expect(collectionRoute('')).toBeUndefined()
  })
})
