import { toSearchParams } from '~/contract/endpoint'

/**
 * A paged answer of the contract (count, next, previous, results); the links repeat the filter so a client
 * can follow them as they are.
 */
export function pagedAnswer<T>(options: { path: string; filter: object; page: number; pageSize: number; total: number; results: T[]; withPageSize?: boolean }) {
  const { path, filter, page, pageSize, total, results, withPageSize = false } = options
  const link = (target: number) => {
    const search = toSearchParams(filter)
    search.set('page', String(target))
    // only endpoints that take a page size repeat it
    if (withPageSize) search.set('page_size', String(pageSize))
    return `${path}?${search.toString()}`
  }
  return {
    count: total,
    next: page * pageSize < total ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  }
}
