import { tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { teasersCollection } from './teasers.collection'

/** Where teasers live and what a change to one touches: the programme's lists, whose every reading names `teasers`. */
export const teasersServer = {
  collection: teasersCollection,
  table: 'event_teasers',
  tags: () => [tag.collection('teasers')],
} satisfies CollectionServer<'Teaser', 'Teasers', 'teasers', typeof teasersCollection.fields>
