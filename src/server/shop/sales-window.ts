import { Temporal } from 'temporal-polyfill'

const BERLIN = 'Europe/Berlin'

/** What decides whether an event still sells: its times, whether it is bookable at all, its status. */
export interface SalesEvent {
  dateStart: Date
  dateEnd: Date | null
  isBookable: boolean
  status: string
}

/** Sales run until the event (or an exhibition's opening hours) ends; without an end, until it starts. */
export function salesOver(event: SalesEvent, at: Date): boolean {
  const over = (event.dateEnd ?? event.dateStart).getTime() <= at.getTime()
  return over || !event.isBookable || event.status === 'cancelled' || event.status === 'postponed'
}

/** When a timeslot ("HH:MM[:SS]", Berlin time) of an event begins: on the event's first day in Berlin. */
export function timeslotStartsAt(eventStart: Date, timeStart: string): number {
  const day = Temporal.Instant.fromEpochMilliseconds(eventStart.getTime()).toZonedDateTimeISO(BERLIN).toPlainDate()
  return day.toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from(timeStart) }).epochMilliseconds
}

/** A timeslot that has begun is not sold any more (the visitor could not come in time). */
export function timeslotStarted(eventStart: Date, timeStart: string | null, at: Date): boolean {
  return timeStart !== null && timeslotStartsAt(eventStart, timeStart) <= at.getTime()
}
