import { createFileRoute, notFound } from '@tanstack/react-router'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { CollectionList } from '~/features/collections/CollectionList'
import { collectionAt } from '~/features/collections/registry'
import { collectionRoute } from '~/features/collections/collection-routes'
import type { CollectionRoute } from '~/features/collections/collection-routes'

/** The list of a collection described once (decision 0031), at /cms-hub/{path}; the other hub areas are their own routes. */
export const collectionParams = {
  parse: ({ collection }: { collection: string }) => {
    const found = collectionRoute(collection)
    if (!found) throw notFound()
    return { collection: found.path }
  },
  stringify: ({ collection }: { collection: string }) => ({ collection }),
}

/** The route facts of a collection the params have found (collection-routes.ts; the description loads with the screen). */
export const routeOf = (path: string): CollectionRoute => {
  const found = collectionRoute(path)
  if (!found) throw notFound()
  return found
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
