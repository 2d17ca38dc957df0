import { useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { createLoadingBar, idleLoadingBar } from './loading-bar'
import type { LoadingBar as Machine } from './loading-bar'
import * as styles from './document.css'

/** The navigation loading bar, driven by the router: loading while a navigation runs, failed on a route error. */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.isLoading })
  const failed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error') })
  const [bar, setBar] = useState(idleLoadingBar)
  const machine = useRef<Machine | null>(null)

  useEffect(() => {
    const created = createLoadingBar(setBar)
    machine.current = created
    return () => created.dispose()
  }, [])
  useEffect(() => {
    if (loading) machine.current?.start()
    else if (failed) machine.current?.fail()
    else machine.current?.finish()
  }, [loading, failed])

  return (
    <div
      className={`${styles.loadingBar} ${bar.failed ? styles.loadingBarFailed : ''}`}
      style={{ transform: `scaleX(${bar.progress / 100})`, opacity: bar.visible ? 1 : 0 }}
      aria-hidden="true"
    />
  )
}
