import { queryOptions } from '@tanstack/react-query'
import { loadAvailability } from './booking.functions'

/** Query keys and options of the booking widget's own data (prices come with the event: programmeQueries.event). */
export const bookingQueries = {
  all: ['booking'] as const,
  availability: (shopEventId: number) =>
    queryOptions({
      queryKey: [...bookingQueries.all, 'availability', shopEventId],
      queryFn: () => loadAvailability({ data: { shopEventId } }),
      // seats change by the minute: always look again when a widget opens
      staleTime: 0,
    }),
}
