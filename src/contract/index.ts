import { backOfficeEventEndpoints, bookingEndpoints, programmeEndpoints } from './programme'
import { cmsEndpoints } from './cms'
import { siteEndpoints } from './site'
import { sectionEndpoints } from './sections'
import { formsSearchEndpoints } from './forms-search'

/** Every endpoint of the REST contract, by name. Handlers and the client are typed from this one table. */
export const endpoints = {
  ...cmsEndpoints,
  ...siteEndpoints,
  ...programmeEndpoints,
  ...bookingEndpoints,
  ...backOfficeEventEndpoints,
  ...sectionEndpoints,
  ...formsSearchEndpoints,
}
export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
