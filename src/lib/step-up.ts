/**
 * Administrators' writes refused for a stale sign-in (403 `step_up_required`) are sent again once the person at the
 * keyboard has given the password (or a code) again. The hub's dialog (StepUpDialog) answers the question; without
 * it (a page that shows none) the refusal stands.
 */
let prompt: (() => Promise<boolean>) | null = null
let asking: Promise<boolean> | null = null

export function setStepUpPrompt(next: (() => Promise<boolean>) | null): void {
  prompt = next
}

/** Asks once for several refused calls at the same moment; true when the step-up succeeded. */
export function askForStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false)
  asking ??= prompt().finally(() => {
    asking = null
  })
  return asking
}
