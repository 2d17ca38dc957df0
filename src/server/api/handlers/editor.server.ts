import * as v from 'valibot'
import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { SectionRefSchema } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import type { SessionUser } from '~/server/auth/session.server'
import { deleteContainer, editSection, ensureContainer, loadEditorSection } from '~/server/editor/sections.server'
import { getContainerBySlug } from '~/features/cms-pages/cms-pages.server'
import { parseRouteIdParam } from './params'

async function editor(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const current = await user()
  if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  return current
}

/** The body's module id must be the one in the path (the module URL names the module it writes). */
function samePathId(pathId: string | undefined, bodyId: string, lang: Locale): void {
  if (pathId !== bodyId) throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
}

const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i))

/** The page editor's calls (spec platform.md §7): editors only, checked here; CSRF is the pipeline's. */
export const editorHandlers = defineHandlers({
  editorSection: async ({ db, lang, params, user }) => {
    await editor(user, lang)
    const candidate = params.kind === 'page' ? { kind: 'page', id: Number(params.key) } : { kind: params.kind, slug: params.key }
    const section = v.safeParse(SectionRefSchema, candidate)
    if (!section.success) throw new HttpError(404, m.editor_section_not_found({}, { locale: lang }))
    return loadEditorSection(db, lang, section.output)
  },
  saveModule: async ({ db, lang, params, body, user }) => {
    const current = await editor(user, lang)
    samePathId(params.id, body.module.id, lang)
    return editSection(db, lang, current, body.section, body.revision, { op: 'save', module: body.module, placement: body.placement })
  },
  deleteModule: async ({ db, lang, params, body, user }) => {
    const current = await editor(user, lang)
    return editSection(db, lang, current, body.section, body.revision, { op: 'delete', id: params.id ?? '' })
  },
  reorderModule: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    return editSection(db, lang, current, body.section, body.revision, { op: 'move', id: body.id, placement: body.placement })
  },
  restoreSection: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    return editSection(db, lang, current, body.section, body.revision, { op: 'replace', modules: body.modules })
  },
  /** creates a container section (spec: null parent, content type and object of the page, a slug) */
  createModule: async ({ db, lang, params, body, user }) => {
    await editor(user, lang)
    if (params.module !== 'ContainerModule' && params.module !== 'containermodule') throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    const slug = v.safeParse(SlugSchema, body.slug)
    if (!slug.success || body.model !== 'ContainerModule') throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
    await ensureContainer(db, lang, { slug: slug.output, contentType: body.content_type, objectId: body.object_id })
    return getContainerBySlug(db, lang, slug.output)
  },
  deleteContainer: async ({ db, lang, params, user }) => {
    await editor(user, lang)
    await deleteContainer(db, lang, parseRouteIdParam(params.id, lang))
    return { deleted: true as const }
  },
})
