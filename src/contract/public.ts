import { bookingEndpoints, programmeEndpoints } from './programme'
import { cmsEndpoints } from './cms'
import { siteEndpoints } from './site'
import { sectionEndpoints } from './sections'
import { formsSearchEndpoints } from './forms-search'
import { searchEndpoints } from './search'

/**
 * The endpoints a visitor's pages call: pages, chrome, programme, booking, sections, forms and search. The visitor's
 * client (`~/contract/visitor-api`) is built on this table alone, so the editor's, hub's and back office's schemas
 * never reach a visitor's browser.
 */
export const publicEndpoints = {
  ...cmsEndpoints,
  ...siteEndpoints,
  ...programmeEndpoints,
  ...bookingEndpoints,
  ...sectionEndpoints,
  ...formsSearchEndpoints,
  ...searchEndpoints,
}
