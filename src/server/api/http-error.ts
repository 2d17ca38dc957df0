/** Thrown by handlers and the request pipeline; becomes a JSON answer `{ detail }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** a machine-readable reason beside the sentence (e.g. `step_up_required`) */
    readonly code?: string,
  ) {
    super(detail)
    this.name = 'HttpError'
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(detail: string) {
    super(413, detail)
    this.name = 'PayloadTooLargeError'
  }
}
