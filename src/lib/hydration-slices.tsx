// Hydration in slices (decision 0015). The browser hydrates with Preact, which hydrates a document in one task,
// where React DOM works in short slices. A slice keeps its server-rendered element untouched in the first pass
// and hydrates it in a task of its own afterwards, so no single task blocks a visitor's tap for long.
//
// A slice must render exactly one element on the server (a header, a main, a footer, a nav): Preact keeps the
// first element at the slice's place for the later pass. With React (`vite dev`) nothing is deferred.
import { Suspense } from 'react'
import type { ReactNode } from 'react'

/** The waiting slices while the first pass runs, null otherwise. */
let waiting: Array<() => void> | null = null
let whenDone: Promise<void> = Promise.resolve()
const tasksFirst: Array<() => void> = []

/**
 * Work the slices will need, done in a task of its own before them (the browser's one-time cost of loading a
 * time zone's rules, say), so that it does not lengthen the slice that happens to need it first.
 */
export function beforeSlices(work: () => void): void {
  tasksFirst.push(work)
}

/** Called by the browser entry around its first, synchronous hydration pass. */
export function hydrateInSlices(firstPass: () => void): void {
  const queue: Array<() => void> = []
  waiting = queue
  try {
    firstPass()
  } finally {
    waiting = null
  }
  queue.unshift(...tasksFirst.splice(0))
  whenDone = new Promise((resolve) => {
    // one slice per task: a message posted to a channel is a new task, without a timer's minimum delay
    const channel = new MessageChannel()
    const next = () => {
      const release = queue.shift()
      if (!release) {
        channel.port1.close()
        resolve()
        return
      }
      release()
      channel.port2.postMessage(null)
    }
    channel.port1.onmessage = next
    channel.port2.postMessage(null)
  })
  void whenDone.then(() => document.documentElement.setAttribute('data-hydrated', ''))
}

/** Resolves once every slice of the first page has hydrated. */
export function slicesHydrated(): Promise<void> {
  return whenDone
}

function Deferred({ children }: { children: ReactNode }) {
  const queue = waiting
  // Preact keeps the server's element while this waits, and hydrates it when the promise resolves
  if (queue) throw new Promise<void>((resolve) => queue.push(resolve))
  return children
}

/** Hydrates `children` (one element) in a task of its own after the first pass. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  )
}
