import { createFileRoute } from '@tanstack/react-router'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { CollectionCreate } from '~/features/collections/CollectionEdit'
import { collectionOf, collectionParams } from './cms-hub_.$collection'

export const Route = createFileRoute('/cms-hub_/$collection_/new')({
  ...hubRoute,
  params: collectionParams,
  head: ({ params }) => ({ meta: [{ title: collectionOf(params.collection).labels.new() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewCollectionRecordSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const collection = collectionOf(Route.useParams().collection)
    return (
      <HubPage lang={lang} section={collection.path} title={collection.labels.new({}, { locale: lang })}>
        <CollectionCreate collection={collection} lang={lang} />
      </HubPage>
    )
  },
})
