import { useState } from 'react'
import type { ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import * as styles from './page-transition.css'

/**
 * Out-in page transition: while the next page loads the current one fades out; the new one enters block by
 * block. The first page of a visit shows at once (no animation on the server-rendered page).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  // the shown page: the deepest committed match, which changes together with the rendered content
  const shownPath = useRouterState({ select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname })
  const leaving = useRouterState({ select: (state) => state.status === 'pending' && state.location.pathname !== (state.matches.at(-1)?.pathname ?? state.location.pathname) })
  const [visit, setVisit] = useState({ firstPath: shownPath, navigated: false })
  if (!visit.navigated && shownPath !== visit.firstPath) setVisit({ firstPath: visit.firstPath, navigated: true })

  if (!appConfig.features.pageTransitions) return <>{children}</>
  const className = [styles.page, visit.navigated ? styles.enter : '', leaving ? styles.leave : ''].filter(Boolean).join(' ')
  return (
    <div key={shownPath} className={className}>
      {children}
    </div>
  )
}
