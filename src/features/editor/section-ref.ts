import type { SectionRef } from '~/contract/page-editor'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export type { SectionRef }

/** The tag the pages showing the section record (src/server/static/read-tags.server.ts, resolve-modules). */
export function sectionTag(section: SectionRef): Tag {
  return section.kind === 'page' ? tag.page(section.id) : tag.container(section.slug)
}

/** The snapshot key of a section (undo and redo keep their snapshots per section). */
export function sectionKey(section: SectionRef): string {
  return section.kind === 'page' ? `page-${section.id}` : `container-${section.slug}`
}
