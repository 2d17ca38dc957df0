/**
 * Renderings that a request triggers (pages that are not generated: a filtered programme, an editor's page, a page
 * not generated yet) wait here for one of a few slots. A crowd of unique addresses therefore queues instead of
 * starving the event loop that answers the generated pages; once the queue is full, further requests are shed at
 * once with 503 and Retry-After rather than waiting for minutes.
 */
export class RenderQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('render queue full')
    this.name = 'RenderQueueFull'
  }
}

export class RenderQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly retryAfterSeconds = 5,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFull(this.retryAfterSeconds)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    this.running++
    try {
      return await task()
    } finally {
      this.running--
      this.waiting.shift()?.()
    }
  }
}

/**
 * The query parameters some page reads (the programme's and the productions' filters, page versions and edit mode
 * for editors, search terms and pages, the programme's overlay flag). A page address keeps only these (sorted, first value, capped in length):
 * any other parameter cannot create a rendering of its own. A route that reads a new parameter adds it here.
 */
export const READ_PARAMETERS = new Set(['overlay', 'date', 'room', 'type', 'tag', 'series', 'genre', 'season', 'exhibition_type', 'v', 'edit', 'noToolbar', 'q', 'query', 'search', 'term', 'page', 'category', 'lang'])
const MAX_VALUE_LENGTH = 200

/** The query a page address is rendered and cached with: only read parameters, each once, sorted. */
export function normalizedPageSearch(search: string): string {
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of [...new Set(params.keys())].filter((key) => READ_PARAMETERS.has(key)).sort()) {
    kept.set(name, (params.get(name) ?? '').slice(0, MAX_VALUE_LENGTH))
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}
