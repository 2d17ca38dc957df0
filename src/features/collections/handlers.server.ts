import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import type { SessionUser } from '~/server/auth/session.server'
import { HttpError } from '~/server/api/http-error'
import { pagedAnswer } from '~/server/api/paged'
import { requireAdministrator, requireEditor } from '~/server/api/handlers/access.server'
import { parseRouteIdParam } from '~/server/api/handlers/params'
import { m } from '~/server/i18n.server'
import { childFields, childOperationNames, COLLECTION_PAGE_SIZE, operationNames, publishedField } from './collection'
import type { BulkAction, BulkPublishing, ChildWriteOf, CopyBody, CreateOf, Fields, ListItemOf, Publishes, QueryOf, RecordOf, UpdateOf } from './collection'
import type { ChildDescription } from './fields'
import { addChild, applyAction, copyRecord, createRecord, deleteRecord, listRecords, publishRecords, readRecord, removeChild, updateChild, updateRecord } from './service.server'
import type { CollectionServer, WriteResult } from './service.server'

// The contract's handlers of every collection (decision 0031): the access check first, then the service; a refusal
// becomes the HTTP answer with its field errors.

interface Context<Q, B> {
  db: Db
  lang: Locale
  request: Request
  params: Record<string, string>
  query: Q
  body: B
  user: () => Promise<SessionUser | null>
}
type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] }

/** The sub-record kinds of the fields, by their endpoints' name part. */
type ChildOne<F extends Fields> = { [K in keyof F]: F[K] extends { child: ChildDescription<infer O> } ? O : never }[keyof F]
type ChildHandlers<F extends Fields, O extends string> = { [K in `backOffice${O}Create` | `backOffice${O}Update`]: (context: Context<object, ChildWriteOf>) => Promise<RecordOf<F>> } & {
  [K in `backOffice${O}Delete`]: (context: Context<object, undefined>) => Promise<RecordOf<F>>
}

type BulkHandler<Many extends string> = { [K in `backOffice${Many}Bulk`]: (context: Context<object, BulkPublishing>) => Promise<{ changed: number }> }

export type CollectionHandlers<One extends string, Many extends string, F extends Fields> = ([ChildOne<F>] extends [never] ? unknown : ChildHandlers<F, ChildOne<F>>) & ([Publishes<F>] extends [never] ? unknown : BulkHandler<Many>) & {
  [K in `backOffice${Many}`]: (context: Context<QueryOf<F>, undefined>) => Promise<Paged<ListItemOf<F>>>
} & { [K in `backOffice${One}Create`]: (context: Context<object, CreateOf<F>>) => Promise<RecordOf<F>> } & {
  [K in `backOffice${One}`]: (context: Context<object, undefined>) => Promise<RecordOf<F>>
} & { [K in `backOffice${One}Update` | `backOffice${One}Patch`]: (context: Context<object, UpdateOf<F>>) => Promise<RecordOf<F>> } & {
  [K in `backOffice${One}Delete`]: (context: Context<object, undefined>) => Promise<{ ok: boolean }>
}

function written<R>(result: WriteResult<R>): R {
  if (result.ok) return result.record
  throw new HttpError(result.status, result.message, result.status === 400 ? result.errors : undefined)
}

/** Who may use a collection's endpoints: its administrators, or every editor (the description's `access`). */
function accessCheck(collection: Pick<CollectionServer<string, string, string, Fields>['collection'], 'access'>) {
  return (context: Context<unknown, unknown>) => (collection.access === 'administrators' ? requireAdministrator(context.user, context.lang, context.request) : requireEditor(context.user, context.lang))
}

/** The handlers of a collection's endpoints, by the endpoints' names (the overload types them). */
export function collectionHandlers<const One extends string, const Many extends string, F extends Fields>(server: CollectionServer<One, Many, string, F>): CollectionHandlers<One, Many, F>
export function collectionHandlers<F extends Fields>(server: CollectionServer<string, string, string, F>): Record<string, (context: Context<never, never>) => Promise<unknown>> {
  const { collection } = server
  const names = operationNames(collection)
  const allowed = accessCheck(collection)
  const update = async (context: Context<object, UpdateOf<F>>) => {
    await allowed(context)
    return written(await updateRecord(context.db, context.lang, server, parseRouteIdParam(context.params.id ?? '', context.lang), context.body))
  }
  const id = (context: Context<unknown, unknown>) => parseRouteIdParam(context.params.id ?? '', context.lang)
  const sub = (context: Context<unknown, unknown>) => parseRouteIdParam(context.params.sub ?? '', context.lang)
  const children = childFields(collection.fields).flatMap(({ name, child }) => {
    const own = childOperationNames(child)
    return [
      [own.create, async (context: Context<object, ChildWriteOf>) => {
        await allowed(context)
        return written(await addChild(context.db, context.lang, server, name, id(context), context.body))
      }],
      [own.update, async (context: Context<object, ChildWriteOf>) => {
        await allowed(context)
        return written(await updateChild(context.db, context.lang, server, name, id(context), sub(context), context.body))
      }],
      [own.remove, async (context: Context<object, undefined>) => {
        await allowed(context)
        return written(await removeChild(context.db, context.lang, server, name, id(context), sub(context)))
      }],
    ] as const
  })
  const bulk = publishedField(collection.fields)
    ? {
        [names.bulk]: async (context: Context<object, BulkPublishing>) => {
          await allowed(context)
          return { changed: await publishRecords(context.db, server, context.body) }
        },
      }
    : {}
  return {
    ...Object.fromEntries(children),
    ...bulk,
    [names.list]: async (context: Context<QueryOf<F>, undefined>) => {
      await allowed(context)
      const { page, total, results } = await listRecords(context.db, context.lang, server, context.query)
      const { page: _page, ...filter } = context.query
      return pagedAnswer({ path: `/${context.lang}/api/backoffice/${collection.path}/`, filter, page, pageSize: COLLECTION_PAGE_SIZE, total, results })
    },
    [names.create]: async (context: Context<object, CreateOf<F>>) => {
      await allowed(context)
      return written(await createRecord(context.db, context.lang, server, context.body))
    },
    [names.get]: async (context: Context<object, undefined>) => {
      await allowed(context)
      const found = await readRecord(context.db, server, parseRouteIdParam(context.params.id ?? '', context.lang))
      if (!found) throw new HttpError(404, m.error_route_not_found({}, { locale: context.lang }))
      return found
    },
    [names.update]: update,
    [names.patch]: update,
    [names.remove]: async (context: Context<object, undefined>) => {
      await allowed(context)
      const result = await deleteRecord(context.db, context.lang, server, parseRouteIdParam(context.params.id ?? '', context.lang))
      if (!result.ok) throw new HttpError(result.status, result.message)
      return { ok: true }
    },
  }
}

export type ActionHandlers<One extends string, Many extends string, F extends Fields> = { [K in `backOffice${Many}Bulk`]: (context: Context<object, BulkAction>) => Promise<{ changed: number }> } & {
  [K in `backOffice${One}Copy`]: (context: Context<object, CopyBody>) => Promise<RecordOf<F>>
}

/** The handlers of a description's actions on many records and its copy (`actionEndpoints`). */
export function actionHandlers<const One extends string, const Many extends string, F extends Fields>(server: CollectionServer<One, Many, string, F>): ActionHandlers<One, Many, F>
export function actionHandlers<F extends Fields>(server: CollectionServer<string, string, string, F>): Record<string, (context: Context<never, never>) => Promise<unknown>> {
  const { collection } = server
  const names = operationNames(collection)
  const allowed = accessCheck(collection)
  return {
    [names.bulk]: async (context: Context<object, BulkAction>) => {
      await allowed(context)
      const changed = await applyAction(context.db, server, context.body)
      if (changed === null) throw new HttpError(400, m.collection_unknown_action({}, { locale: context.lang }))
      return { changed }
    },
    [names.copy]: async (context: Context<object, CopyBody>) => {
      await allowed(context)
      return written(await copyRecord(context.db, context.lang, server, parseRouteIdParam(context.params.id ?? '', context.lang), context.body))
    },
  }
}
