import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { CmsPage } from '~/contract/cms'
import { ModuleTree } from '~/content-modules/ModuleTree'
import { siteQueries } from '~/features/site/site.queries'
import { useLocale } from '~/lib/i18n/use-locale'

// The only editor code in the visitor's bundle: it decides whether to load the editor at all. The editor itself
// (EditorRoot and everything it imports) is a separate chunk, fetched only for a signed-in staff member or `?edit`.
const EditorRoot = lazy(() => import('./EditorRoot'))

function useEditFlags(): { edit: boolean; noToolbar: boolean } {
  return useRouterState({
    select: (state) => {
      const search: unknown = state.location.search
      const has = (name: string) => typeof search === 'object' && search !== null && name in search
      return { edit: has('edit'), noToolbar: has('noToolbar') }
    },
    structuralSharing: true,
  })
}

/** A CMS page's modules: exactly the visitor's tree, or the editor once it is wanted (after hydration). */
export function PageModules({ page }: { page: CmsPage }) {
  const lang = useLocale()
  const { edit, noToolbar } = useEditFlags()
  const user = useQuery(siteQueries.userDetails(lang))
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // the same element while the page is the same: hydration ending and the user's details arriving re-render
  // this component, not the whole module tree under it
  const tree = useMemo(() => <ModuleTree nodes={page.modules} />, [page.modules])
  // a visitor's account is not an editor's: it gets the visitor's page, and with ?edit the staff login
  const loggedIn = user.data?.is_logged_in === true && user.data.has_dashboard_online_access
  if (!hydrated || !user.data || (!loggedIn && !edit)) return tree
  return (
    <Suspense fallback={tree}>
      <EditorRoot page={page} lang={lang} loggedIn={loggedIn} edit={edit} noToolbar={noToolbar} />
    </Suspense>
  )
}
