import { createFileRoute } from '@tanstack/react-router'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { CollectionRecordScreen } from '~/features/collections/CollectionRecordScreen'
import { collectionAt } from '~/features/collections/registry'
import { collectionParams, routeOf } from './cms-hub_.$collection'

export const Route = createFileRoute('/cms-hub_/$collection_/$id')({
  ...hubRoute,
  params: { parse: (raw: { collection: string; id: string }) => ({ ...collectionParams.parse(raw), ...recordIdParams.parse(raw) }), stringify: ({ collection, id }: { collection: string; id: number }) => ({ collection, id: String(id) }) },
  head: ({ params }) => ({ meta: [{ title: routeOf(params.collection).titles.edit() }, { name: 'robots', content: 'noindex' }] }),
  component: function CollectionRecordSection() {
    const { collection, id } = Route.useParams()
    return <CollectionRecordScreen collection={collectionAt(collection)} lang={Route.useSearch().lang ?? 'de'} id={id} />
  },
})
