import { createFileRoute, notFound } from '@tanstack/react-router'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { CollectionList } from '~/features/collections/CollectionList'
import { COLLECTIONS } from '~/features/collections/registry'

/** The list of a collection described once (decision 0031), at /cms-hub/{path}; the other hub areas are their own routes. */
export const collectionParams = {
  parse: ({ collection }: { collection: string }) => {
    const found = COLLECTIONS.find((candidate) => candidate.path === collection)
    if (!found) throw notFound()
    return { collection: found.path }
  },
  stringify: ({ collection }: { collection: string }) => ({ collection }),
}

export const collectionOf = (path: string) => COLLECTIONS.find((candidate) => candidate.path === path) ?? COLLECTIONS[0]

export const Route = createFileRoute('/cms-hub_/$collection')({
  ...hubRoute,
  params: collectionParams,
  head: ({ params }) => ({ meta: [{ title: collectionOf(params.collection).labels.many() }, { name: 'robots', content: 'noindex' }] }),
  component: function CollectionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const collection = collectionOf(Route.useParams().collection)
    return (
      <HubPage lang={lang} section={collection.path} title={collection.labels.many({}, { locale: lang })}>
        <CollectionList collection={collection} lang={lang} />
      </HubPage>
    )
  },
})
