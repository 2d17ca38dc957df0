/** Document-wide behaviour outside the layouts (loading bar, no-JS layer, service worker …). */
export function RootChrome() {
  return null
}
