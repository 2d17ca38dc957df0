/** The booking widget's own chunk; the trigger asks for it early, when a visitor points at or focuses it. */
export function loadBookingWidget() {
  return import('./BookingWidget')
}
