import * as v from 'valibot'

// The admin popups (spec platform.md §7: link finding, image picking, event picking under /admin) open as pages of
// their own; opened from another window with `?popup=1`, a pick is posted to that window, which closes the popup.

export const ADMIN_PICK_MESSAGE = 'foyer-admin-pick'

export const AdminSearch = v.object({
  lang: v.optional(v.picklist(['de', 'en'])),
  popup: v.optional(v.union([v.string(), v.number(), v.boolean()])),
})

export function isPopup(popup: unknown): boolean {
  return popup === true || popup === 1 || popup === '1' || popup === 'true'
}

/** Hands the pick to the window that opened the popup (same origin only) and closes it; false when not a popup. */
export function postPick(picker: 'media' | 'link' | 'events' | 'venue', value: unknown): boolean {
  if (typeof window === 'undefined' || !window.opener) return false
  const opener: unknown = window.opener
  if (!(opener instanceof Object) || !('postMessage' in opener) || typeof opener.postMessage !== 'function') return false
  opener.postMessage({ type: ADMIN_PICK_MESSAGE, picker, value }, window.location.origin)
  window.close()
  return true
}
