import { m } from '~/paraglide/messages'
import type { Message } from './fields'

/** What a hub route needs of a collection before its screen loads. */
export type CollectionRoute = {
  /** the part of the hub's address it answers to, /cms-hub/{path} */
  path: string
  /** the titles of its list, of a new record and of a record's edit screen (the labels `many`, `new`, `edit`) */
  titles: { many: Message; new: Message; edit: Message }
  /** whether a record has a hub page of its own, its edit screen then at /cms-hub/{path}/edit/{id} (a form's entries) */
  recordPage: boolean
}

/**
 * The collections as the hub's routes see them (addresses and titles). Every route's definition, its params, head
 * and loader, is in the entry chunk every visitor loads; only the screens are split off. The descriptions
 * (registry.ts), with every field's label, rule and schema, are the hub's alone and load with its screens. A unit
 * test holds this list to the registry: the same paths in the same order, the same titles and record pages.
 */
export const COLLECTION_ROUTES: readonly CollectionRoute[] = [
  { path: 'events', titles: { many: m.backoffice_nav_events, new: m.backoffice_new_event, edit: m.backoffice_edit_title }, recordPage: false },
  { path: 'productions', titles: { many: m.backoffice_nav_productions, new: m.backoffice_new_production, edit: m.backoffice_edit_production }, recordPage: false },
  { path: 'series', titles: { many: m.backoffice_nav_series, new: m.backoffice_new_series, edit: m.backoffice_edit_series }, recordPage: false },
  { path: 'teasers', titles: { many: m.backoffice_nav_teasers, new: m.backoffice_new_teaser, edit: m.backoffice_edit_teaser }, recordPage: false },
  { path: 'venues', titles: { many: m.backoffice_nav_venues, new: m.backoffice_new_venue, edit: m.backoffice_edit_venue }, recordPage: false },
  { path: 'articles', titles: { many: m.backoffice_nav_articles, new: m.backoffice_new_article, edit: m.backoffice_edit_article }, recordPage: false },
  { path: 'persons', titles: { many: m.backoffice_nav_persons, new: m.backoffice_new_person, edit: m.backoffice_edit_person }, recordPage: false },
  { path: 'sponsors', titles: { many: m.sponsors_nav, new: m.sponsors_new, edit: m.sponsors_edit }, recordPage: false },
  { path: 'forms', titles: { many: m.forms_hub_title, new: m.backoffice_new_form, edit: m.backoffice_edit_form }, recordPage: true },
]

/** The collection a hub address names, or undefined. */
export function collectionRoute(path: string): CollectionRoute | undefined {
  return COLLECTION_ROUTES.find((candidate) => candidate.path === path)
}
