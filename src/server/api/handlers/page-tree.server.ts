import { defineHandlers } from '../handler'
import { requireEditor } from './access.server'
import { parseRouteIdParam } from './params'
import {
  copyPage,
  createPage,
  deletePage,
  listDeletedPages,
  listPageTree,
  movePage,
  navigationForEditor,
  pageLinks,
  restorePage,
  saveNavigation,
  updatePage,
} from '~/features/page-tree/page-tree.server'

// The page tree and the menus (editors): every write runs in one transaction of the service, which answers field
// errors in the editor's language and a 409 when the page changed meanwhile.
export const pageTreeHandlers = defineHandlers({
  pageTree: async ({ db, lang, user }) => {
    await requireEditor(user, lang)
    const [tree, deleted] = await Promise.all([listPageTree(db), listDeletedPages(db, lang)])
    return { pages: tree, deleted }
  },
  pageTreeCreate: async ({ db, lang, user, body }) => {
    const editor = await requireEditor(user, lang)
    const { id } = await createPage(db, lang, editor.id, body)
    return { id }
  },
  pageTreeUpdate: async ({ db, lang, user, body, params }) => {
    await requireEditor(user, lang)
    await updatePage(db, lang, parseRouteIdParam(params.id, lang), body)
    return { ok: true }
  },
  pageTreeMove: async ({ db, lang, user, body, params }) => {
    await requireEditor(user, lang)
    await movePage(db, lang, parseRouteIdParam(params.id, lang), body)
    return { ok: true }
  },
  pageTreeCopy: async ({ db, lang, user, body, params }) => {
    await requireEditor(user, lang)
    const { id } = await copyPage(db, lang, parseRouteIdParam(params.id, lang), body.with_children)
    return { id }
  },
  pageTreeLinks: async ({ db, lang, user, params }) => {
    await requireEditor(user, lang)
    return pageLinks(db, lang, parseRouteIdParam(params.id, lang))
  },
  pageTreeDelete: async ({ db, lang, user, body, params }) => {
    const editor = await requireEditor(user, lang)
    await deletePage(db, lang, editor.id, parseRouteIdParam(params.id, lang), body)
    return { ok: true }
  },
  pageTreeRestore: async ({ db, lang, user, params }) => {
    await requireEditor(user, lang)
    await restorePage(db, lang, parseRouteIdParam(params.id, lang))
    return { ok: true }
  },
  navigationEditor: async ({ db, lang, user, query }) => {
    await requireEditor(user, lang)
    return navigationForEditor(db, query.menu ?? lang)
  },
  navigationSave: async ({ db, lang, user, body, query }) => {
    await requireEditor(user, lang)
    return saveNavigation(db, lang, query.menu ?? lang, body)
  },
})
