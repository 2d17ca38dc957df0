import { statSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { getDatabase } from '~/server/db/client.server'
import type { Db } from '~/server/db/client.server'
import { forgetSiteSettings, forgetRedirects, getRedirectMap, getSiteSettings, normalizeRedirectPath } from '~/features/site/site.server'
import { revalidateTags as revalidateMemoryCache } from '~/server/cache/html-cache.server'
import { forgetReads, keepReads } from '~/server/cache/read-cache.server'
import { forgetSessions, keepSessions } from '~/server/auth/session-cache.server'
import { collectRenderTags } from './render-tags.server'
import { listPublicPaths } from './public-paths.server'
import { changesSince, subscribeToContentChanges } from './revalidation.server'
import { ALL_PAGES, tag } from './tags'
import type { Tag } from './tags'
import { fragmentForPage, fragmentOf, neutralFragment, withFragment } from './fragments'
import type { FragmentName } from '~/lib/site-fragments'
import type { ContentChange } from './revalidation.server'
import { StaticSite, compressPage, defaultStaticDir, etagOf } from './static-site.server'
import type { GeneratedPage, UncompressedPage } from './static-site.server'
import { cdnPurgeFromEnvironment } from './cdn-purge.server'
import { pageKey } from './page-key'
import { siteOrigin } from '~/lib/site-origin'
import { onShutdown } from '~/server/shutdown'
import { compress } from '~/server/http/compression'
import { STRICT_POLICY, metaPolicy } from '~/server/http/security-headers'
import { withPolicyMeta } from '~/server/http/page-scripts'

/** Renders one anonymous GET of the app (set once by the server entry). */
export type PageRenderer = (request: Request) => Promise<Response>

/** How often expired pages (midnight, an event's start) are looked for. */
const EXPIRY_CHECK_MS = 15_000

/**
 * A queued page whose rendering fails (it throws, or answers neither a page nor "gone": a 500, a 503 while the
 * settings cannot be read) is queued again after each of these pauses, one longer than the one before; the queue goes
 * on with the other pages meanwhile. After the last attempt it stays failed (`complete()`), its previous version, if
 * any, in the tree, until a change or its expiry queues it again.
 */
const RETRY_PAUSES_MS: readonly number[] = [5_000, 30_000]

/** Runs `then` after `ms` and returns what cancels it (a test hands in its own clock). */
export type RetryTimer = (then: () => void, ms: number) => () => void

const retryTimer: RetryTimer = (then, ms) => {
  const timer = setTimeout(then, ms)
  // a retry waiting does not keep the process alive (`settled()` waits for it where that matters)
  timer.unref()
  return () => clearTimeout(timer)
}

export type GeneratorOptions = {
  /** the pauses before the second, third … attempt at a queued page that failed */
  retryPausesMs?: readonly number[]
  retryTimer?: RetryTimer
}

/**
 * Recompressing pages at the best quality waits for a quiet server on a quiet machine: checked every second, it goes
 * on while the event loop was busy less than a fifth of that second and the machine's load over the last minute is
 * under half its cores (a second instance, the database or anything else on the machine needs them more than a few
 * bytes saved), for at most a third of a second at a time (about six pages; the compression itself runs on the
 * thread pool, where the event loop does not see it).
 */
const POLISH_CHECK_MS = 1_000
const POLISH_IDLE_UTILIZATION = 0.2
const POLISH_IDLE_LOAD_PER_CORE = 0.5
const POLISH_SLICE_MS = 300

/** The machine's load over the last minute is at least half its cores (always false where the OS gives no load, as on Windows). */
function machineBusy(): boolean {
  const [lastMinute = 0] = loadavg()
  return lastMinute >= availableParallelism() * POLISH_IDLE_LOAD_PER_CORE
}

/**
 * The site fragments (src/lib/site-fragments.ts) by the tag their reads record: the pages that show a change only
 * through these get the fragments replaced instead of being rendered again (docs/decisions/0035). The menus' tag is
 * per language, and so are their pages.
 */
const MENUS: readonly FragmentName[] = ['menu', 'menu-drawer', 'footer-menu']
const FRAGMENT_TAGS: ReadonlyMap<string, readonly FragmentName[]> = new Map<Tag, readonly FragmentName[]>([
  [tag.site('breaking-news'), ['top-alert']],
  [tag.site('sponsor-logos'), ['sponsor-logos']],
  [tag.nav('de'), MENUS],
  [tag.nav('en'), MENUS],
])
const ALL_FRAGMENTS: readonly FragmentName[] = [...new Set([...FRAGMENT_TAGS.values()].flat())]

/** How many pages get their fragment replaced between two looks at the requests waiting. */
const FRAGMENT_BATCH = 16

/** A change's tags split: those of site fragments (with the fragments they name) and the rest. */
function splitFragmentTags(tags: readonly string[]): { fragmentTags: string[]; names: FragmentName[]; rest: string[] } {
  const fragmentTags: string[] = []
  const names = new Set<FragmentName>()
  const rest: string[] = []
  for (const changed of tags) {
    const named = FRAGMENT_TAGS.get(changed)
    if (!named) rest.push(changed)
    else {
      fragmentTags.push(changed)
      for (const name of named) names.add(name)
    }
  }
  return { fragmentTags, names: [...names], rest }
}

/** The language of a page of the tree (`/de/programm` → `de`). */
function languageOf(path: string): string {
  return path.split('/')[1] ?? ''
}

/** The build the running server belongs to: pages generated by another build name assets that are gone. */
function currentBuild(): string {
  try {
    // pages name the build's assets and the site's origin (canonical links): either changing outdates them
    return `${statSync(fileURLToPath(import.meta.url)).mtimeMs}@${siteOrigin()}`
  } catch {
    return 'dev'
  }
}

/**
 * The static generator: renders every public page ahead of visitors into the static tree, keeps the tags each
 * page showed, and regenerates exactly the pages a content change names — in the background, one page at a time
 * (the fast path keeps answering meanwhile), swapping each in atomically. Pages that change by themselves
 * (midnight, an event's start) are regenerated when their time comes.
 */
export class StaticGenerator {
  readonly site: StaticSite
  /** the site-offline switch: while off, no page is answered from the tree (nor by nginx: the tree's marker) */
  online = true
  private urgent = new Set<string>()
  private readonly bulk = new Set<string>()
  /** outdated pages a visitor was just served: regenerated before the rest of the queue */
  private readonly asked = new Set<string>()
  /**
   * the renderings under way; `missed`: the tags of the changes that came in meanwhile without queuing the page (its
   * version in the tree did not show them, or there is none yet), checked against what the rendering shows (renderPage)
   */
  private readonly inFlight = new Map<string, { rendering: Promise<GeneratedPage | null>; startedAt: number; missed: Set<string> }>()
  /** when the latest change came in (performance.now()): a rendering begun before it may show the older state */
  private changedAt = Number.NEGATIVE_INFINITY
  /** pages to render again once their rendering under way is done (generate) */
  private renderAgain = 0
  /** pages whose last rendering failed, each with why (an error, the status answered): not in the tree, or an older version */
  private readonly failed = new Map<string, unknown>()
  /** queued pages whose renderings failed: how many times in a row, and what cancels the retry while it waits for its pause */
  private readonly retries = new Map<string, { failures: number; cancel: (() => void) | null }>()
  private readonly retryPauses: readonly number[]
  private readonly retryTimer: RetryTimer
  private working = false
  /** queued pages not rendered while the site was switched off: rendered once it is on again */
  private readonly skippedOffline = new Set<string>()
  private stopped = false
  private expiryTimer: ReturnType<typeof setInterval> | undefined
  private current: Promise<unknown> = Promise.resolve()
  /** counts re-reads of the redirect table: a rendering that overlapped one checks its path again */
  private redirectReads = 0
  private readonly purge = cdnPurgeFromEnvironment()
  private polishTimer: ReturnType<typeof setTimeout> | undefined
  private polishing: Promise<unknown> = Promise.resolve()
  private loopUsage = performance.eventLoopUtilization()
  /** the newest fragments per name and language, taken from a front page rendered after the change (`since`: its start) */
  private readonly fragments = new Map<string, { html: Buffer; since: number }>()
  /** fragment replacements, one after the other */
  private replacing: Promise<unknown> = Promise.resolve()
  /** a replacement is under way: the idle recompression waits (both compress on the thread pool) */
  private replacingFragments = false
  /** fragment changes waiting for the one under way: it leaves its compression to them (replaceFragmentsNow) */
  private fragmentChangesWaiting = 0

  constructor(
    private readonly render: PageRenderer,
    private readonly db: Db,
    root = defaultStaticDir(),
    options: GeneratorOptions = {},
  ) {
    this.site = new StaticSite(root, currentBuild())
    this.retryPauses = options.retryPausesMs ?? RETRY_PAUSES_MS
    this.retryTimer = options.retryTimer ?? retryTimer
  }

  /** Loads earlier pages, queues what is missing or outdated, and follows content changes from now on. */
  async start(subscribe: (onChange: (change: ContentChange) => void) => Promise<void>): Promise<void> {
    this.site.load()
    this.online = (await getSiteSettings(this.db)).data.is_site_online
    await this.site.setOffline(!this.online)
    await subscribe((change) => this.onChange(change))
    // this process hears of every change from here on, so shared reads may be answered from memory
    keepReads()
    keepSessions()
    const oldest = [...this.site.pages.values()].reduce((min, page) => Math.min(min, page.generatedAt), Date.now())
    const outdated = new Set(this.expiredPaths())
    for (const change of await changesSince(this.db, oldest)) {
      for (const page of this.site.pagesShowing(change.tags)) if (page.generatedAt < change.changedAt.getTime()) outdated.add(page.path)
    }
    this.enqueue([...outdated], true)
    const missing = (await listPublicPaths(this.db)).filter((path) => !this.site.get(pageKey(path)))
    this.enqueue(missing, false)
    this.expiryTimer = setInterval(() => this.enqueue(this.expiredPaths(), true), EXPIRY_CHECK_MS)
    this.expiryTimer.unref()
    this.schedulePolish()
  }

  /** Shutdown: no new work, the expiry check stops, the page being rendered or recompressed finishes. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.expiryTimer)
    clearTimeout(this.polishTimer)
    for (const retry of this.retries.values()) retry.cancel?.()
    this.retries.clear()
    this.urgent.clear()
    this.bulk.clear()
    this.asked.clear()
    await this.current.catch(() => undefined)
    await this.polishing.catch(() => undefined)
  }

  /** Pages whose content has changed by itself (midnight passed, an event started). */
  private expiredPaths(now = Date.now()): string[] {
    return [...this.site.pages.values()].filter((page) => page.expiresAt !== null && page.expiresAt <= now).map((page) => page.path)
  }

  /** A committed change: forget what is cached in process, then regenerate the pages showing it. */
  onChange(change: ContentChange): void {
    this.changedAt = performance.now()
    const everything = change.tags.includes(ALL_PAGES)
    forgetReads(change.tags)
    forgetSessions(change.tags)
    revalidateMemoryCache(change.tags)
    // the site switch changes no generated page (followSiteSwitches acts on it)
    const pageTags = change.tags.filter((changed) => changed !== tag.site('site-switch'))
    // the pages showing a site fragment's tag (a top alert, a menu) and nothing else of the change get the fragment
    // replaced; the others are rendered again
    const { fragmentTags, names, rest } = everything ? { fragmentTags: [], names: [], rest: pageTags } : splitFragmentTags(pageTags)
    const paths = this.site.pagesShowing(rest).map((page) => page.path)
    // an address that shows a page now (a page published, moved or renamed) is generated even though no page of the
    // tree carries its tag yet; one that answers 404 after all is simply not kept
    for (const tag of rest) {
      if (!tag.startsWith('path:/')) continue
      const key = pageKey(tag.slice('path:'.length))
      if (!this.site.get(key)) paths.push(key.split('/').map(encodeURIComponent).join('/'))
    }
    if (names.length > 0) {
      const rendered = new Set(paths)
      const spliced = this.site
        .pagesShowing(fragmentTags)
        .map((page) => page.path)
        .filter((path) => !rendered.has(path))
      this.fragmentChangesWaiting++
      this.replacing = this.replacing
        .then(() => {
          this.fragmentChangesWaiting--
          return this.replaceFragments(change, names, spliced)
        })
        .catch((error: unknown) => {
          console.error('[static] fragments not replaced: regenerating the pages', error)
          this.enqueue(spliced, true)
        })
    }
    // a page rendering now is queued above only when its version in the tree shows the change; one that is not in the
    // tree yet (a visitor's first ask, the start's missing pages), or whose version there did not show the changed
    // record (the home page's list, rendered again at an event's start, now has this event), may have read the older
    // state all the same, and no later change would correct it: it is rendered again if it turns out to show the
    // change (renderPage). A page the change queues or whose fragment it replaces is left to that.
    const queued = new Set(paths.map(pageKey))
    for (const [key, flight] of this.inFlight) {
      const current = this.site.get(key)
      if (queued.has(key) || (current && (everything || current.tags.some((shown) => pageTags.includes(shown))))) continue
      for (const changed of pageTags) flight.missed.add(changed)
    }
    if (paths.length > 0) console.info(`[static] change ${change.id} (${change.tags.slice(0, 5).join(', ')}${change.tags.length > 5 ? ' …' : ''}): regenerating ${paths.length} pages`)
    void this.followSiteSwitches(change.tags)
      .catch((error: unknown) => console.error('[static] settings or redirects not read', error))
      .finally(() => this.enqueue(paths, true))
  }

  /**
   * A change this process committed, before the database tells every instance of it: the site switches and the
   * pages a new redirect replaces follow at once, so the writer's next request already sees them (the regeneration
   * comes with the notification, as for any change).
   */
  async followOwnChange(tags: readonly string[]): Promise<void> {
    await this.followSiteSwitches(tags)
  }

  /**
   * The site-offline switch decides whether the fast path answers at all; the redirect table takes precedence over
   * a generated page, so a page whose path now redirects leaves the tree (pages do not read the redirect table).
   */
  private async followSiteSwitches(tags: readonly string[]): Promise<void> {
    const everything = tags.includes(ALL_PAGES)
    if (everything || tags.includes(tag.site('settings')) || tags.includes(tag.site('site-switch'))) {
      forgetSiteSettings()
      this.online = (await getSiteSettings(this.db)).data.is_site_online
      await this.site.setOffline(!this.online)
      // what changed while the site was off is generated now
      if (this.online && this.skippedOffline.size > 0) {
        const skipped = [...this.skippedOffline]
        this.skippedOffline.clear()
        this.enqueue(skipped, true)
      }
    }
    if (everything || tags.includes(tag.site('redirects'))) {
      this.redirectReads++
      forgetRedirects()
      const redirects = await getRedirectMap(this.db)
      // the pages as served, those not yet written included
      for (const page of this.site.pagesShowing([ALL_PAGES])) if (redirects.has(normalizeRedirectPath(page.path))) await this.site.remove(page.path)
    }
  }

  /**
   * A change of site fragments only (a new top alert): each language's front page is rendered again, and its
   * fragments replace those of every other page of the language — no rendering, a quick compression, the pages
   * served from memory at once and their files written after. A page without the fragment is rendered again.
   */
  private async replaceFragments(change: ContentChange, names: readonly FragmentName[], paths: readonly string[]): Promise<void> {
    this.replacingFragments = true
    try {
      await this.replaceFragmentsNow(change, names, paths)
    } finally {
      this.replacingFragments = false
      this.schedulePolish()
    }
  }

  private async replaceFragmentsNow(change: ContentChange, names: readonly FragmentName[], paths: readonly string[]): Promise<void> {
    const began = performance.now()
    const rerender: string[] = []
    const byLanguage = new Map<string, string[]>()
    for (const path of paths) {
      const lang = languageOf(path)
      const list = byLanguage.get(lang)
      if (list) list.push(path)
      else byLanguage.set(lang, [path])
    }
    // the fragments are taken from a page of each language rendered now, side by side: the front page, or where it
    // lacks one (a landing page shows no menu) the shallowest page of the change that has them all
    const since = Date.now()
    const sources = new Map(await Promise.all([...byLanguage].map(async ([lang, pagePaths]) => [lang, lang ? await this.fragmentSource(lang, pagePaths, names) : null] as const)))
    // 1. every page with the new fragments, served at once as it is: a splice and an ETag each, no compression
    const replaced: UncompressedPage[] = []
    let visited = 0
    for (const [lang, pagePaths] of byLanguage) {
      const source = sources.get(lang)
      if (!source) {
        rerender.push(...pagePaths)
        continue
      }
      for (const [name, html] of source.fragments) this.fragments.set(`${name}:${lang}`, { html: neutralFragment(name, html), since })
      for (const path of pagePaths) {
        if (pageKey(path) === source.path) continue
        // requests are answered in between
        if (++visited % FRAGMENT_BATCH === 0) await new Promise((resolve) => setImmediate(resolve))
        if (this.stopped) return
        const page = this.site.get(pageKey(path))
        if (!page) continue
        const before = this.site.htmlOf(page)
        const html = this.withNewFragments(before, page.path, page.generatedAt, names)
        if (html === null) rerender.push(path)
        else if (html !== before) {
          const uncompressed: UncompressedPage = { ...page, html, size: html.length, etag: etagOf(html), br: null, gzip: null, brotli: 'prompt' }
          this.site.stage(uncompressed)
          replaced.push(uncompressed)
        }
      }
    }
    if (rerender.length > 0) this.enqueue(rerender, true)
    const served = Math.round(performance.now() - began)
    // 2. their compressed copies, quickly made, one page at a time (its two encodings side by side on the thread pool):
    // more at once would take the cores the requests for the new pages need; each page served with them once made.
    // Pages an earlier change left uncompressed are among them; a newer change waiting takes over what is left here
    // (its pages replace these ones, so compressing them would be work thrown away)
    const compressed: GeneratedPage[] = []
    for (const page of this.site.uncompressedPages()) {
      if (this.stopped) return
      if (this.fragmentChangesWaiting > 0) break
      // a page rendered meanwhile has the newest fragments already (renderPage) and newer content
      if (this.site.get(page.path) !== page) continue
      const copies = await compressPage(page.html, 'prompt')
      if (this.site.get(page.path) !== page) continue
      const complete: GeneratedPage = { ...page, ...copies }
      this.site.stage(complete)
      compressed.push(complete)
    }
    const done = Math.round(performance.now() - began)
    console.info(`[static] change ${change.id} (${change.tags.join(', ')}): fragments replaced in ${replaced.length} pages, served after ${served} ms, compressed after ${done} ms; ${rerender.length} to render`)
    // 3. the files, one page after the other; a page rendered meanwhile is written by its own put
    const writes = compressed.filter((page) => this.site.get(page.path) === page).map((page) => this.site.put(page))
    void Promise.all(writes).then(
      () => console.info(`[static] change ${change.id}: files of ${writes.length} pages written after ${Math.round(performance.now() - began)} ms`),
      (error: unknown) => console.error('[static] pages not written', error),
    )
    if (this.purge && compressed.length > 0) {
      // after the compressed copies: a CDN asking again gets them
      this.purge.purge({ tags: [...change.tags], paths: [] }).catch((error: unknown) => console.error('[static] CDN purge failed', change.tags, error))
    }
  }

  /**
   * A page of the language rendered now that shows every fragment named, and those fragments as it shows them: the
   * front page first, then the shallowest of the change's pages; null when neither has them all.
   */
  private async fragmentSource(lang: string, pagePaths: readonly string[], names: readonly FragmentName[]): Promise<{ path: string; fragments: Array<[FragmentName, Buffer]> } | null> {
    const front = `/${lang}`
    const shallowest = [...pagePaths].filter((path) => pageKey(path) !== front).sort((a, b) => depth(a) - depth(b))[0]
    for (const candidate of [front, shallowest]) {
      if (candidate === undefined) continue
      const page = await this.generate(candidate, false, true)
      if (!page) continue
      const html = this.site.htmlOf(page)
      const fragments = names.map((name) => [name, fragmentOf(html, name)] as const)
      if (fragments.every((entry): entry is readonly [FragmentName, Buffer] => entry[1] !== null)) {
        return { path: page.path, fragments: fragments.map(([name, html]) => [name, Buffer.from(html)]) }
      }
    }
    return null
  }

  /**
   * A page's HTML with the newest fragments of its language, each made for the page (the menus mark its links): the
   * same buffer when nothing is newer. `names`: a change's fragments, replaced whatever the page's age — null when
   * the page lacks one; without, those that came after the page's rendering (`renderedAt`), where the page has them.
   */
  private withNewFragments(html: Buffer<ArrayBuffer>, path: string, renderedAt: number, names?: readonly FragmentName[]): Buffer<ArrayBuffer> | null {
    let result = html
    for (const name of names ?? ALL_FRAGMENTS) {
      const fragment = this.fragments.get(`${name}:${languageOf(path)}`)
      // a rendering begun in the same millisecond as the fragment's source may have read the older state: it gets the fragment
      if (!fragment || (!names && fragment.since < renderedAt)) continue
      const replaced = withFragment(result, name, fragmentForPage(name, fragment.html, path))
      if (replaced) result = replaced
      else if (names) return null
    }
    return result
  }

  /**
   * Pages still to (re)generate, the one rendering now and those waiting to be tried again included: 0 once every
   * change has reached the tree (or a page failed for the last time).
   */
  get waiting(): number {
    let retrying = 0
    for (const retry of this.retries.values()) if (retry.cancel) retrying++
    return this.urgent.size + this.bulk.size + this.inFlight.size + this.renderAgain + retrying
  }

  /** Pages whose brotli copy still waits for its recompression at the best quality (done while the server is quiet). */
  get recompressing(): number {
    let count = 0
    for (const page of this.site.pages.values()) if (page.brotli !== 'best') count++
    return count
  }

  /**
   * A visitor was served this page from the tree. If it waits for its regeneration (a site-wide change queues
   * hundreds), it goes next: the pages people are looking at are the first to show the change.
   */
  served(key: string): void {
    if (this.urgent.has(key)) this.asked.add(key)
  }

  enqueue(paths: readonly string[], urgent: boolean): void {
    if (urgent) {
      // the newest change goes first: one event's pages never wait behind a site-wide regeneration. Within a
      // change, the shallower pages (the front pages, the programme) before the deeper ones
      const earlier = [...this.urgent]
      this.urgent.clear()
      for (const path of [...[...paths].sort((a, b) => depth(a) - depth(b)), ...earlier]) {
        this.bulk.delete(path)
        this.urgent.add(path)
      }
    } else for (const path of paths) if (!this.urgent.has(path)) this.bulk.add(path)
    if (this.stopped) return
    if (!this.working && (this.urgent.size > 0 || this.bulk.size > 0)) void this.work()
  }

  private async work(): Promise<void> {
    this.working = true
    try {
      while (!this.stopped) {
        const path = first(this.asked) ?? first(this.urgent) ?? first(this.bulk)
        if (path === undefined) break
        // a retry keeps the page's place: a change's page among a change's pages, one of the start's among those
        const urgent = this.asked.has(path) || this.urgent.has(path)
        this.asked.delete(path)
        this.urgent.delete(path)
        this.bulk.delete(path)
        const key = pageKey(path)
        this.current = this.generate(path, true).then(
          () => this.afterQueuedRendering(path, key, urgent),
          (error: unknown) => {
            // a rendering this one joined (a visitor's) does not note its failure itself
            if (!this.failed.has(key)) this.failed.set(key, error)
            this.afterQueuedRendering(path, key, urgent)
          },
        )
        await this.current
      }
    } finally {
      this.working = false
    }
    this.schedulePolish()
  }

  /**
   * A queued page that failed is queued again after a pause (the queue goes on meanwhile), each pause longer than the
   * one before; after the last attempt it stays failed, said once as an error. One that rendered (or is gone: a 404,
   * a redirect) starts afresh.
   */
  private afterQueuedRendering(path: string, key: string, urgent: boolean): void {
    if (!this.failed.has(key)) return this.forgetRetry(key)
    const reason = this.failed.get(key)
    const retry = this.retries.get(key) ?? { failures: 0, cancel: null }
    retry.failures++
    this.retries.set(key, retry)
    const attempts = this.retryPauses.length + 1
    const pause = this.retryPauses[retry.failures - 1]
    if (pause === undefined) {
      this.forgetRetry(key)
      console.error(`[static] ${path} not generated after ${retry.failures} attempts (${this.site.get(key) ? 'its previous version stays in the tree' : 'not in the tree'}):`, reason)
      return
    }
    // a retry waiting already (this rendering was queued by a change meanwhile) is the next attempt
    if (retry.cancel || this.stopped) return
    console.warn(`[static] ${path} not generated (attempt ${retry.failures} of ${attempts}), tried again in ${pause / 1000} s:`, reason instanceof Error ? reason.message : reason)
    retry.cancel = this.retryTimer(() => {
      retry.cancel = null
      this.enqueue([path], urgent)
    }, pause)
  }

  /** A page rendered (or gone): a retry waiting for it is not needed, and its failures are forgotten. */
  private forgetRetry(key: string): void {
    this.retries.get(key)?.cancel?.()
    this.retries.delete(key)
  }

  /**
   * Generated pages get a quickly made brotli copy, so that a change reaches visitors at once. Once the server is
   * quiet, the pages are compressed again at the best quality (about 9 % fewer bytes), one after the other.
   */
  private schedulePolish(): void {
    if (this.stopped || this.polishTimer) return
    // the load is measured over the coming second, not since the last check (which may be hours ago)
    this.loopUsage = performance.eventLoopUtilization()
    this.polishTimer = setTimeout(() => {
      this.polishTimer = undefined
      const usage = performance.eventLoopUtilization(this.loopUsage)
      if (this.working || this.replacingFragments || usage.utilization > POLISH_IDLE_UTILIZATION || machineBusy()) return this.schedulePolish()
      this.polish(POLISH_SLICE_MS).then(
        (more) => {
          if (more) this.schedulePolish()
        },
        (error: unknown) => console.error('[static] recompression failed', error),
      )
    }, POLISH_CHECK_MS)
    this.polishTimer.unref()
  }

  /**
   * Recompresses the brotli copies made quickly at the best quality, for up to `budgetMs`; true while some are left.
   * A page regenerated meanwhile keeps its new files (it is recompressed in a later round); generation goes first.
   */
  polish(budgetMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    // one pass after the other: two passes would compress the same pages twice
    const pass = this.polishing.catch(() => undefined).then(() => this.polishPass(budgetMs))
    this.polishing = pass
    return pass
  }

  private async polishPass(budgetMs: number): Promise<boolean> {
    const until = performance.now() + budgetMs
    for (const page of [...this.site.pages.values()].filter((candidate) => candidate.brotli !== 'best')) {
      if (this.stopped || this.working || this.replacingFragments || performance.now() > until) return true
      const html = this.site.htmlOf(page)
      const gzip = page.brotli === 'prompt' ? await compress(html, 'gzip', 'page') : undefined
      await this.site.repack(page, await compress(html, 'br', 'best'), gzip)
    }
    // a page regenerated during the pass has a quick copy again
    return [...this.site.pages.values()].some((page) => page.brotli !== 'best')
  }

  /**
   * Resolves once every fragment replacement and every page queued so far is done (nothing waits, nothing renders) or
   * the generator stops.
   */
  async settled(): Promise<void> {
    await this.replacing
    while (this.waiting > 0 && !this.stopped) await new Promise((resolve) => setTimeout(resolve, 100))
  }

  /**
   * The tree complete, as a deployable static site: every queued page generated, every brotli copy at the best
   * quality, the manifest written. Returns the pages whose rendering failed.
   */
  async complete(): Promise<string[]> {
    await this.settled()
    // a pass gives way to generation (an expiry, a change); the tree is complete when one finds nothing left
    while (!this.stopped && (await this.polish())) await this.settled()
    await this.site.flush()
    // a page replaced by a redirect meanwhile is not missing
    const redirects = await getRedirectMap(this.db)
    return [...this.failed.keys()].filter((path) => !redirects.has(normalizeRedirectPath(path)))
  }

  /**
   * Renders one page now (from the queue, or a visitor asked for a page not generated yet); concurrent asks share one
   * rendering, unless it began before the latest change and the ask needs the state after it (`fresh`). A queued page whose rendering fails is remembered as failed (`complete()`) and tried again
   * (work); an address a visitor made up is not.
   */
  generate(path: string, queued = false, fresh = queued): Promise<GeneratedPage | null> {
    const key = pageKey(path)
    const running = this.inFlight.get(key)
    if (running) {
      // `fresh` (a page queued by a change, a site fragment's source): a rendering begun before the latest change may
      // show the older state, so the page is rendered again once it is done
      if (!fresh || running.startedAt > this.changedAt) return running.rendering
      // counted as waiting until the rendering again begins
      this.renderAgain++
      return running.rendering
        .catch(() => null)
        .then(() => {
          this.renderAgain--
          return this.generate(path, queued, fresh)
        })
    }
    const missed = new Set<string>()
    const rendering = this.renderPage(path, key, queued, missed)
      .catch((error: unknown) => {
        if (queued) this.failed.set(key, error)
        throw error
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, { rendering, startedAt: performance.now(), missed })
    return rendering
  }

  /** A page moved away by the redirect table is answered by the redirect, not from the tree. */
  private async removeIfRedirected(key: string): Promise<boolean> {
    if (!(await getRedirectMap(this.db)).has(normalizeRedirectPath(key))) return false
    await this.site.remove(key)
    return true
  }

  private async renderPage(path: string, key: string, queued: boolean, missed: ReadonlySet<string>): Promise<GeneratedPage | null> {
    this.failed.delete(key)
    if (!this.online) {
      if (queued) this.skippedOffline.add(path)
      return null
    }
    const redirectReads = this.redirectReads
    if (await this.removeIfRedirected(key)) return null
    const startedAt = Date.now()
    const origin = siteOrigin()
    const { result, collected } = await collectRenderTags(async () => {
      const response = await this.render(new Request(origin + path, { headers: { accept: 'text/html', 'x-foyer-generator': '1' } }))
      return { status: response.status, type: response.headers.get('content-type') ?? '', csp: response.headers.get('content-security-policy'), html: await response.text() }
    })
    if (result.status === 404 || result.status === 410 || (result.status >= 300 && result.status < 400)) {
      await this.site.remove(key)
      this.forgetRetry(key)
      return null
    }
    if (result.status !== 200 || !result.type.includes('text/html')) {
      // a queued page is tried again, and said so (work)
      if (queued) this.failed.set(key, `answered ${result.status} ${result.type}`.trim())
      else console.warn('[static] not generated', path, result.status)
      return null
    }
    // the hashes of the scripts the rendering wrote itself (docs/decisions/0020-csp-hashes.md), in the page too for a
    // server that sends its files as they are (nginx; docs/decisions/0029-nginx-serves-the-policy-and-the-switch.md)
    const csp = result.csp ?? STRICT_POLICY
    // a fragment that changed while this page rendered or was compressed (a new top alert) replaces the one it was
    // rendered with; the last look is right before the page is put (no await between)
    let html = Buffer.from(withPolicyMeta(result.html, metaPolicy(csp)))
    let compressed: ({ html: Buffer<ArrayBuffer> } & Awaited<ReturnType<typeof compressPage>>) | undefined
    while (compressed?.html !== html) {
      html = this.withNewFragments(html, key, startedAt) ?? html
      compressed = { html, ...(await compressPage(html)) }
      html = this.withNewFragments(html, key, startedAt) ?? html
    }
    const { br, gzip, gzipSize } = compressed
    const previous = this.site.get(key)
    const page: GeneratedPage = {
      path: key,
      tags: [...collected.tags, tag.path(key)].sort(),
      generatedAt: startedAt,
      expiresAt: Number.isFinite(collected.expiresAt) ? collected.expiresAt : null,
      etag: etagOf(html),
      csp,
      html,
      size: html.length,
      br,
      gzip,
      gzipSize,
      brotli: 'page',
    }
    // served from memory once put; a queued page waits for its files (the queue does not run ahead of the disk), one
    // asked for now (a visitor's, a site fragment's source) does not wait behind the files of other pages
    const written = this.site.put(page)
    // a retry waiting for this page (a visitor's ask rendered it first) is not needed, nor is its place among the
    // missing pages the start queued: it is in the tree now, and a change from here on queues it as any page
    this.forgetRetry(key)
    this.bulk.delete(path)
    this.bulk.delete(key)
    // a change that came in while this page rendered and did not queue it (onChange), though the page shows it: the
    // rendering may show the older state, so the page goes again (a change from now on finds it in the tree)
    if (missed.has(ALL_PAGES) || page.tags.some((shown) => missed.has(shown))) this.enqueue([key], true)
    if (queued) await written
    else written.catch((error: unknown) => console.error('[static] page not written', key, error))
    // a redirect added while this page rendered was applied to the tree without it: it leaves now
    if (this.redirectReads !== redirectReads && (await this.removeIfRedirected(key))) return null
    if (this.purge && previous && previous.etag !== page.etag) {
      this.purge.purge({ tags: [tag.path(key)], paths: [key] }).catch((error: unknown) => console.error('[static] CDN purge failed', key, error))
    }
    return page
  }
}

function first(set: ReadonlySet<string>): string | undefined {
  return set.values().next().value
}

/** How many segments a path has: `/de` 1, `/de/programm/x/12` 4. */
function depth(path: string): number {
  return path.split('/').filter(Boolean).length
}

let shared: Promise<StaticGenerator> | undefined
let started: StaticGenerator | undefined
let renderer: PageRenderer | undefined

/** The server entry hands over how to render a page; the generator starts on the first request. */
export function setPageRenderer(render: PageRenderer): void {
  renderer = render
}

/** The process's generator, started once (loads the tree, listens for changes, queues missing pages). */
export function getStaticGenerator(): Promise<StaticGenerator> | undefined {
  if (!shared && renderer && process.env.FOYER_STATIC !== 'off') {
    const render = renderer
    shared = (async () => {
      const handle = await getDatabase()
      const generator = new StaticGenerator(render, handle.db)
      onShutdown('static generator stopped', () => generator.stop())
      await generator.start((onChange) => subscribeToContentChanges(handle, onChange))
      started = generator
      if (process.env.FOYER_GENERATE_ONLY === '1') void generateAndStop(generator)
      return generator
    })()
    shared.catch((error: unknown) => {
      console.error('[static] generator did not start', error)
      shared = undefined
      // generating at build time, there is nothing else to wait for
      if (process.env.FOYER_GENERATE_ONLY === '1') process.exit(1)
    })
  }
  return shared
}

/**
 * Generation at build time (scripts/generate.mjs starts the built server with `FOYER_GENERATE_ONLY=1`): once the
 * tree is complete the server shuts down cleanly (SIGTERM: the database pool closes, the process exits).
 */
async function generateAndStop(generator: StaticGenerator): Promise<void> {
  const began = Date.now()
  let failed: string[]
  try {
    failed = await generator.complete()
  } catch (error) {
    console.error('[static] generation failed', error)
    process.exit(1)
  }
  console.info(`[static] ${generator.site.pages.size} pages generated into ${generator.site.root} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
  if (!generator.online) console.warn('[static] the site is switched off: its pages were not generated')
  if (failed.length > 0) {
    // a static host would not have these pages: the build says so
    console.error(`[static] ${failed.length} pages failed to render: ${failed.slice(0, 10).join(', ')}${failed.length > 10 ? ' …' : ''}`)
    process.exit(1)
  }
  process.kill(process.pid, 'SIGTERM')
}

/** The generator once it has started (the fast path never waits for it). */
export function startedGenerator(): StaticGenerator | undefined {
  return started
}
