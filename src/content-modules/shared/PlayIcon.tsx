/** The triangle of play buttons; the button around it carries the accessible name. */
export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  )
}
