import type { Locale } from '~/contract/shared'
import { HubPage } from '~/features/hub/HubPage'
import { CollectionEdit } from './CollectionEdit'
import type { COLLECTIONS } from './registry'

/** A record's edit screen in the hub (at /cms-hub/{path}/{id}, or /cms-hub/{path}/edit/{id} where the record has a page of its own). */
export function CollectionRecordScreen({ collection, lang, id }: { collection: (typeof COLLECTIONS)[number]; lang: Locale; id: number }) {
  return (
    <HubPage lang={lang} section={collection.path} title={collection.labels.edit({}, { locale: lang })}>
      <CollectionEdit collection={collection} lang={lang} id={id} />
    </HubPage>
  )
}
