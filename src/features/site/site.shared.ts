/** The site is switched off in its settings, or the settings cannot be read: every page answers 503. */
export class SiteOfflineError extends Error {
  readonly status = 503
  constructor() {
    super('Website offline')
    this.name = 'SiteOfflineError'
  }
}

export function isSiteOfflineError(error: unknown): boolean {
  return error instanceof SiteOfflineError || (error instanceof Error && error.name === 'SiteOfflineError')
}
