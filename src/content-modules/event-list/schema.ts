import * as v from 'valibot'
import { dateTimeField, ImageObjSchema, optionalDateTime, optionalMediaUrl, optionalText, referenceId } from '../fields'
import { EVENT_LIST_FILTERS } from './event-filter'

/** Event list: from date_from (default now) to date_to, a date filter and a tag; the server fills the events. */
export const EventListSchema = v.object({
  date_from: optionalDateTime,
  date_to: optionalDateTime,
  filters: v.nullish(v.picklist(EVENT_LIST_FILTERS, 'The filter must be next_3_days, weekend or none.'), 'none'),
  tag: v.nullish(referenceId),
})
export type EventListData = v.InferOutput<typeof EventListSchema>

/**
 * Event item: an event of the programme. The editor stores the event's id; the server adds what visitors see
 * (title, start, address, image, tags), so an item without them is a reference still to be resolved.
 */
export const EventItemSchema = v.object({
  event: v.nullish(referenceId),
  title: optionalText,
  subtitle: optionalText,
  date_start: v.nullish(dateTimeField),
  url: optionalText,
  link: optionalText,
  image: optionalMediaUrl,
  image_obj: v.nullish(ImageObjSchema),
  venue: optionalText,
  info: optionalText,
  tags: v.nullish(v.array(v.number())),
  status: optionalText,
})
export type EventItemData = v.InferOutput<typeof EventItemSchema>
