import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/contract/shared'
import { findShopEvent, loadCart, loadOrder } from './webshop.functions'

/** The visitor's own shop data: never prefetched on the server (it must not end up in shared HTML). */
export const webshopQueries = {
  all: ['webshop'] as const,
  cart: (lang: Locale) =>
    queryOptions({
      queryKey: [...webshopQueries.all, 'cart', lang],
      queryFn: async () => ({ cart: await loadCart({ data: { lang } }), receivedAt: Date.now() }),
      staleTime: 0,
    }),
  order: (number: string) =>
    queryOptions({ queryKey: [...webshopQueries.all, 'order', number], queryFn: () => loadOrder({ data: { number } }), staleTime: Infinity }),
  shopEvent: (shopEventId: number) =>
    queryOptions({ queryKey: [...webshopQueries.all, 'shop-event', shopEventId], queryFn: () => findShopEvent({ data: { shopEventId } }), staleTime: 5 * 60_000 }),
}
