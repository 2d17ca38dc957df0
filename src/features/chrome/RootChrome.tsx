import { TagManager } from '~/features/consent/TagManager'
import { LoadingBar } from './document/LoadingBar'
import { OfflineNotice } from './document/OnlineStatus'
import { NoScriptLayer } from './document/NoScriptLayer'
import { ChunkReloadGuard } from './document/ChunkReloadGuard'
import { ServiceWorkerRegistration } from './document/ServiceWorker'
import { NavigationScroll } from './document/NavigationScroll'

/** Document-wide behaviour outside the layouts: loading bar, offline notice, no-JS layer, service worker … */
export function RootChrome() {
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      <NoScriptLayer />
      <ChunkReloadGuard />
      <ServiceWorkerRegistration />
      <NavigationScroll />
      <TagManager />
    </>
  )
}
