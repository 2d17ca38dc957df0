import type { HandlerMap } from './handler'
import { siteHandlers } from './handlers/site.server'
import { programmeHandlers } from './handlers/programme.server'
import { bookingHandlers } from './handlers/booking.server'
import { sectionHandlers } from './handlers/sections.server'
import { backOfficeHandlers } from './handlers/back-office.server'
import { editorHandlers } from './handlers/editor.server'
import { mediaHandlers } from './handlers/media.server'
import { hubHandlers } from './handlers/hub.server'
import { formsHandlers } from './handlers/forms.server'
import { searchHandlers } from './handlers/search.server'
import { versionHandlers } from './handlers/versions.server'
import { vocabularyHandlers } from './handlers/vocabularies.server'
import { pageTreeHandlers } from './handlers/page-tree.server'

/** The handler of every endpoint of the contract (the type requires all of them). */
export const handlers: HandlerMap = {
  ...siteHandlers,
  ...programmeHandlers,
  ...bookingHandlers,
  ...sectionHandlers,
  ...backOfficeHandlers,
  ...editorHandlers,
  ...mediaHandlers,
  ...hubHandlers,
  ...formsHandlers,
  ...searchHandlers,
  ...versionHandlers,
  ...vocabularyHandlers,
  ...pageTreeHandlers,
}
