import { publicEndpoints } from './public'
import { pageEditorEndpoints } from './page-editor'
import { backOfficeEndpoints } from './back-office'
import { mediaEndpoints } from './media'
import { hubEndpoints } from './hub'
import { versionEndpoints } from './versions'
import { vocabularyEndpoints } from './vocabularies'
import { pageTreeEndpoints } from './page-tree'
import { previewEndpoints } from './preview'

/** Every endpoint of the REST contract, by name. Handlers and the editor's client are typed from this one table. */
export const endpoints = {
  ...publicEndpoints,
  ...pageEditorEndpoints,
  ...backOfficeEndpoints,
  ...mediaEndpoints,
  ...hubEndpoints,
  ...versionEndpoints,
  ...vocabularyEndpoints,
  ...pageTreeEndpoints,
  ...previewEndpoints,
}
export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
