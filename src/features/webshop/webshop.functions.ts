import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { DbId, LocaleSchema } from '~/contract/shared'
import { CheckoutInput, OrderInput, RemoveTicketsInput } from './webshop.shared'

const LangInput = v.object({ lang: LocaleSchema })

/** The visitor's cart (no cart without a visitor cookie); releases expired holds on the way. */
export const loadCart = createServerFn({ method: 'GET' })
  .validator(LangInput)
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.loadCart(data.lang)
  })

export const removeTickets = createServerFn({ method: 'POST' })
  .validator(RemoveTicketsInput)
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.removeTickets(data)
  })

export const emptyCart = createServerFn({ method: 'POST' })
  .validator(LangInput)
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.emptyCart(data.lang)
  })

/** The demo checkout: no payment provider, the held tickets become an order. */
export const checkout = createServerFn({ method: 'POST' })
  .validator(CheckoutInput)
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.checkout(data)
  })

export const loadOrder = createServerFn({ method: 'GET' })
  .validator(OrderInput)
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.loadOrder(data.number)
  })

export const findShopEvent = createServerFn({ method: 'GET' })
  .validator(v.object({ shopEventId: DbId }))
  .handler(async ({ data }) => {
    const server = await import('./webshop.server')
    return server.findShopEvent(data.shopEventId)
  })
