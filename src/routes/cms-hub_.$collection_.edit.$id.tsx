import { createFileRoute, notFound } from '@tanstack/react-router'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { CollectionRecordScreen } from '~/features/collections/CollectionRecordScreen'
import { collectionAt } from '~/features/collections/registry'
import { collectionParams, routeOf } from './cms-hub_.$collection'

/** The edit screen of a collection whose records have a hub page of their own at /cms-hub/{path}/{id} (a form's entries). */
export const Route = createFileRoute('/cms-hub_/$collection_/edit/$id')({
  ...hubRoute,
  params: {
    parse: (raw: { collection: string; id: string }) => {
      const found = collectionParams.parse(raw)
      if (!routeOf(found.collection).recordPage) throw notFound()
      return { ...found, ...recordIdParams.parse(raw) }
    },
    stringify: ({ collection, id }: { collection: string; id: number }) => ({ collection, id: String(id) }),
  },
  head: ({ params }) => ({ meta: [{ title: routeOf(params.collection).titles.edit() }, { name: 'robots', content: 'noindex' }] }),
  component: function CollectionRecordEditSection() {
    const { collection, id } = Route.useParams()
    return <CollectionRecordScreen collection={collectionAt(collection)} lang={Route.useSearch().lang ?? 'de'} id={id} />
  },
})
