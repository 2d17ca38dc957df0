// Hydration in slices (decision 0017). The browser hydrates with Preact, which hydrates a document in one task,
// where React DOM works in short slices. A slice keeps its server-rendered element untouched in the first pass
// and hydrates it in a task of its own afterwards, so no single task blocks a visitor's tap for long.
//
// A slice must render exactly one element on the server (a header, a main, a footer, a nav, a list item): Preact
// keeps the first element at the slice's place for the later pass. Slices inside a slice wait for tasks of their
// own in turn. With React (`vite dev`) nothing is deferred.
import { Suspense, useRef } from 'react'
import type { ReactNode, RefObject } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { replayEarlyClicks } from '~/lib/early-clicks'

/**
 * While the first page hydrates: the slices waiting for a task of their own, and where the next slice found
 * goes (after those found before it in the same task, ahead of the rest: the page hydrates top down).
 */
let waiting: { queue: Array<() => void>; at: number; hurry: boolean } | null = null
let whenDone: Promise<void> = Promise.resolve()

/** Called by the browser entry around its first, synchronous hydration pass. */
export function hydrateInSlices(firstPass: () => void): void {
  const slices = { queue: [] as Array<() => void>, at: 0, hurry: false }
  let released = 0
  const release = (slice: () => void) => {
    released++
    slice()
  }
  // A tap or a key press hydrates the rest at once, as React does for an event on a part not hydrated yet: its
  // renders run before the task ends, so the click or the key's action that follows finds its handlers.
  const hurry = () => {
    slices.hurry = true
    for (let slice = slices.queue.shift(); slice; slice = slices.queue.shift()) release(slice)
  }
  const inputs = ['pointerdown', 'keydown'] as const
  for (const type of inputs) addEventListener(type, hurry, { capture: true })
  waiting = slices
  try {
    firstPass()
  } catch (error) {
    waiting = null
    throw error
  }
  // taps that came before the first pass had attached any handler: the parts still waiting hydrate at once, as for
  // a tap now, and the taps run
  replayEarlyClicks(hurry)
  document.documentElement.setAttribute('data-hydrating', '')
  whenDone = new Promise((resolve) => {
    // one slice per task: a message posted to a channel is a new task, without a timer's minimum delay
    const channel = new MessageChannel()
    const next = () => {
      const slice = slices.queue.shift()
      if (!slice) {
        waiting = null
        for (const type of inputs) removeEventListener(type, hurry, { capture: true })
        channel.port1.close()
        resolve()
        return
      }
      // slices inside this one, found while it hydrates, come next
      slices.at = 0
      release(slice)
      channel.port2.postMessage(null)
    }
    channel.port1.onmessage = next
    channel.port2.postMessage(null)
  })
  // how many slices waited, for the end-to-end tests
  void whenDone.then(() => {
    document.documentElement.removeAttribute('data-hydrating')
    document.documentElement.setAttribute('data-hydrated', String(released))
  })
}

/** Resolves once every slice of the first page has hydrated. */
export function slicesHydrated(): Promise<void> {
  return whenDone
}

function Deferred({ waited, children }: { waited: RefObject<boolean>; children: ReactNode }) {
  // false exactly while Preact hydrates this component (React's server snapshot)
  const hydrating = !useHydrated()
  const slices = waiting
  // only while hydrating: a slice mounted afterwards (a page reached by a link, more programme days) shows at once
  if (hydrating && slices && !slices.hurry && !waited.current) {
    waited.current = true
    // Preact keeps the server's element while this waits, and hydrates it when the promise resolves
    throw new Promise<void>((resolve) => slices.queue.splice(slices.at++, 0, resolve))
  }
  waited.current = true
  return children
}

/** Hydrates `children` (one element) in a task of its own after the first pass. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // each slice waits once. The mark lives here: Preact drops the hooks of a component that suspends before it
  // ever rendered, as Deferred does
  const waited = useRef(false)
  return (
    <Suspense fallback={null}>
      <Deferred waited={waited}>{children}</Deferred>
    </Suspense>
  )
}
