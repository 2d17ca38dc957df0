import { createFileRoute } from '@tanstack/react-router'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { CollectionCreate } from '~/features/collections/CollectionEdit'
import { collectionAt } from '~/features/collections/registry'
import { collectionParams, routeOf } from './cms-hub_.$collection'

export const Route = createFileRoute('/cms-hub_/$collection_/new')({
  ...hubRoute,
  params: collectionParams,
  head: ({ params }) => ({ meta: [{ title: routeOf(params.collection).titles.new() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewCollectionRecordSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const collection = collectionAt(Route.useParams().collection)
    return (
      <HubPage lang={lang} section={collection.path} title={collection.labels.new({}, { locale: lang })}>
        <CollectionCreate collection={collection} lang={lang} />
      </HubPage>
    )
  },
})
