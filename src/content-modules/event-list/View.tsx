import { m } from '~/paraglide/messages'
import { SmartLink } from '~/features/chrome/SmartLink'
import { berlinTime } from '~/lib/berlin-time'
import { useNow } from '~/features/chrome/use-client'
import { useLocale } from '~/lib/i18n/use-locale'
import { HydrationSlice } from '~/lib/hydration-slices'
import { localizedSections } from '~/lib/i18n/localized-paths'
import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { arrow, arrowLink, block } from '../shared/module.css'
import { selectEvents } from './event-filter'
import { EventRow } from './EventRow'
import { EventItemSchema } from './schema'
import type { EventListData } from './schema'
import * as styles from './event-list.css'

export function EventListView({ id, data, childNodes }: ModuleViewProps<EventListData>) {
  const locale = useLocale()
  const items = parseItems(childNodes, 'EventItem', EventItemSchema).map((item) => ({ key: item.id, ...item.data }))
  const events = selectEvents(items, data, berlinTime(useNow())).filter((event) => event.title)
  return (
    <div className={block} data-module-id={id}>
      {events.length > 0 ? (
        <ol className={styles.list}>
          {events.map((event) => (
            // an event hydrates in a task of its own
            <HydrationSlice key={event.key}>
              <li>
                <EventRow data={event} />
              </li>
            </HydrationSlice>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{m.module_events_empty({}, { locale })}</p>
      )}
      <p className={styles.more}>
        <SmartLink href={`/${locale}/${localizedSections.events[locale]}`} className={arrowLink}>
          {m.module_events_all({}, { locale })}
          <span className={arrow} aria-hidden="true">
            →
          </span>
        </SmartLink>
      </p>
    </div>
  )
}
