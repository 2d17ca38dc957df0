import { createFileRoute, notFound } from '@tanstack/react-router'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { CollectionList } from '~/features/collections/CollectionList'
import { collectionAt } from '~/features/collections/registry'
import { collectionRoute } from '~/features/collections/collection-routes'
import type { CollectionRoute } from '~/features/collections/collection-routes'

/** The route facts of the collection at a hub address, not found otherwise (collection-routes.ts; the description loads with the screen). */
export const routeOf = (path: string): CollectionRoute => {
  const found = collectionRoute(path)
  if (!found) throw notFound()
  return found
}

/** The list of a collection described once (decision 0031), at /cms-hub/{path}; the other hub areas are their own routes. */
export const collectionParams = {
  parse: ({ collection }: { collection: string }) => ({ collection: routeOf(collection).path }),
  stringify: ({ collection }: { collection: string }) => ({ collection }),
}

export const Route = createFileRoute('/cms-hub_/$collection')({
  ...hubRoute,
  params: collectionParams,
  head: ({ params }) => ({ meta: [{ title: routeOf(params.collection).titles.many() }, { name: 'robots', content: 'noindex' }] }),
  component: function CollectionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const collection = collectionAt(Route.useParams().collection)
    return (
      <HubPage lang={lang} section={collection.path} title={collection.labels.many({}, { locale: lang })}>
        <CollectionList collection={collection} lang={lang} />
      </HubPage>
    )
  },
})
