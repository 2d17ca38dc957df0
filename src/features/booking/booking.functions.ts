import { createServerFn } from '@tanstack/react-start'
import { AddToCartInput, AvailabilityInput } from './booking.shared'

/** Holds tickets in the visitor's cart (one call per seat group); answers like `POST /api/shop-cart/`. */
export const addToCart = createServerFn({ method: 'POST' })
  .validator(AddToCartInput)
  .handler(async ({ data }) => {
    const { addToCart: add } = await import('./booking.server')
    return add(data)
  })

export const loadAvailability = createServerFn({ method: 'GET' })
  .validator(AvailabilityInput)
  .handler(async ({ data }) => {
    const { loadAvailability: load } = await import('./booking.server')
    return load(data)
  })
