import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import * as v from 'valibot'
import { compress } from '~/server/http/compression'
import { ALL_PAGES, TagSchema } from './tags'
import type { Tag } from './tags'

/**
 * The generated site: one `index.html` per public page with its brotli (`.br`) and gzip (`.gz`) copies, written
 * atomically (temporary file, then rename), and a manifest with each page's tags, headers and expiry. The tree is a
 * static site as it stands (nginx, any CDN); the Node server answers from the same pages held in memory: their
 * brotli copies, which browsers take, and the HTML and gzip copy only while the page is new (see `html`, `gzip`); an
 * answer without brotli reads the page's file.
 */
export interface GeneratedPage {
  /** the visitor's path, decoded, without a trailing slash (`/de/programm`) */
  path: string
  tags: Tag[]
  generatedAt: number
  /** epoch ms when the page changes by itself (midnight, an event's start); null when never */
  expiresAt: number | null
  etag: string
  /** the page's own Content-Security-Policy (hashes of its inline scripts) */
  csp: string
  /**
   * The HTML, held while the page is new: once its files are written (`StaticSite.put`) it is let go, and read from
   * its file when someone needs it (`StaticSite.htmlOf`). The HTML of ~970 pages is 40 MB, twice what their
   * compressed copies hold, and browsers take those (decision 0034).
   */
  html: Buffer<ArrayBuffer> | null
  /** the HTML's length in bytes (the Content-Length of an uncompressed answer) */
  size: number
  br: Buffer<ArrayBuffer>
  /**
   * The gzip copy, held while the page is new like its HTML, then read from its file when asked for
   * (`StaticSite.gzipOf`): browsers take the brotli copy, and the gzip copies of ~970 pages are another 10 MB.
   */
  gzip: Buffer<ArrayBuffer> | null
  /** the gzip copy's length in bytes (its Content-Length) */
  gzipSize: number
  /**
   * how hard its compressed copies were made: quickly when generated (`page`), faster still when a site fragment was
   * replaced in every page (`prompt`), at the best quality once the server was idle (`best`)
   */
  brotli: PageEffort
}

/**
 * A page served from memory before its compressed copies exist (a site fragment just replaced in every page, see
 * generator.server.ts): sent as it is, whatever the client accepts, until the page with its copies replaces it. Such a
 * page is staged only, never written.
 */
export type UncompressedPage = Omit<GeneratedPage, 'html' | 'br' | 'gzip' | 'gzipSize'> & { html: Buffer<ArrayBuffer>; br: null; gzip: null }
/** A page as the tree serves it. */
export type ServedPage = GeneratedPage | UncompressedPage

const PageEffort = v.picklist(['page', 'prompt', 'best'])
type PageEffort = v.InferOutput<typeof PageEffort>

const ManifestEntry = v.object({
  tags: v.array(TagSchema),
  generatedAt: v.number(),
  expiresAt: v.nullable(v.number()),
  etag: v.string(),
  csp: v.string(),
  // manifests written before the idle recompression have quickly compressed copies
  brotli: v.optional(PageEffort, 'page'),
})
const Manifest = v.object({ version: v.literal(1), build: v.string(), pages: v.record(v.string(), ManifestEntry) })
type Manifest = v.InferOutput<typeof Manifest>

const MANIFEST = '.foyer-manifest.json'
/**
 * The manifest is written this long after the first change to the tree that it does not list yet: a change shown on
 * every page writes ~960 pages' files in a few seconds, and the manifest (a megabyte of JSON) once a second at most.
 */
const MANIFEST_DELAY_MS = 1000
/**
 * Present while the site is switched off (the hub's site-offline switch): a server answering from the tree (nginx,
 * deploy/nginx/foyer.conf) then passes every request to Foyer, which answers visitors with the offline page.
 */
export const OFFLINE_MARKER = '.offline'

/**
 * The HTML of the pages last asked for without compression (a benchmark, some crawlers) stays in memory up to this
 * many bytes (about 60 pages of the demo): a page asked for again is not read from its file again (decision 0034).
 */
const RECENT_HTML_BYTES = 4 * 1024 * 1024

/** `FOYER_STATIC_DIR`, else `<FOYER_DATA_DIR>/site`. */
export function defaultStaticDir(): string {
  return path.resolve(process.env.FOYER_STATIC_DIR ?? path.join(process.env.FOYER_DATA_DIR ?? 'data', 'site'))
}

/** The file of a page in the tree: `/de/programm` → `de/programm/index.html`. */
export function pageFile(root: string, pagePath: string): string {
  const file = path.join(root, pagePath, 'index.html')
  if (!file.startsWith(root + path.sep)) throw new Error(`page path leaves the static tree: ${pagePath}`)
  return file
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

export async function compressPage(html: Buffer, effort: 'page' | 'prompt' = 'page'): Promise<{ br: Buffer<ArrayBuffer>; gzip: Buffer<ArrayBuffer>; gzipSize: number }> {
  const [br, gzip] = await Promise.all([compress(html, 'br', effort), compress(html, 'gzip', effort)])
  return { br, gzip, gzipSize: gzip.length }
}

export function etagOf(html: Buffer): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`
}

export class StaticSite {
  /** the pages as their files stand in the tree (the manifest lists these) */
  readonly pages = new Map<string, GeneratedPage>()
  /** pages put but not yet written: served at once, while their files are written one after the other */
  private readonly staged = new Map<string, ServedPage>()
  private flushTimer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()
  /** changes to the tree, one after the other: a page's files are never written by two changes at once */
  private writing: Promise<unknown> = Promise.resolve()
  /** the site-offline switch as last set (setOffline) */
  private offline = false
  /** paths whose files `put` is writing: their HTML file may be older or newer than the page served (htmlOf) */
  private readonly writingFiles = new Set<string>()
  /** the HTML of pages recently asked for without compression, by path, with the page it belongs to (htmlOf) */
  private readonly recentHtml = new Map<string, { page: ServedPage; html: Buffer<ArrayBuffer> }>()
  private recentHtmlBytes = 0
  /** the path kept last in `recentHtml`: asked for again, its entry is already where it belongs */
  private newestHtml: string | undefined

  constructor(
    readonly root: string,
    /** the build the pages were rendered with; pages of another build are generated again */
    readonly build: string,
  ) {}

  /** Loads the pages of an earlier run that belong to this build (a page whose files do not match is left out). */
  load(): void {
    const file = path.join(this.root, MANIFEST)
    if (!existsSync(file)) return
    let manifest: Manifest
    try {
      manifest = v.parse(Manifest, JSON.parse(readFileSync(file, 'utf8')))
    } catch {
      return
    }
    if (manifest.build !== this.build) return
    for (const [pagePath, entry] of Object.entries(manifest.pages)) {
      // a page generated under a nonce carries it for everyone to copy: generated again under hashes (decision 0020)
      if (entry.csp.includes("'nonce-")) continue
      try {
        const html = readFileSync(pageFile(this.root, pagePath))
        const br = readFileSync(`${pageFile(this.root, pagePath)}.br`)
        const gz = statSync(`${pageFile(this.root, pagePath)}.gz`)
        if (etagOf(html) !== entry.etag) continue
        // the HTML was read to check it: it is read back from the brotli copy when needed
        this.pages.set(pagePath, { path: pagePath, ...entry, html: null, size: html.length, br, gzip: null, gzipSize: gz.size })
      } catch {
        // a page whose files are gone is generated again
      }
    }
  }

  /** The page as it is to be served: a page being written is served already. */
  get(pagePath: string): ServedPage | undefined {
    return this.staged.get(pagePath) ?? this.pages.get(pagePath)
  }

  /**
   * A page's HTML: held while the page is new, else read from its file in the tree (a few hundredths of a millisecond
   * from the page cache, nothing held in the process), else — its files being replaced at this moment, or removed by
   * hand — unpacked from its brotli copy (about a tenth of a millisecond for a 60 KB page).
   */
  htmlOf(page: ServedPage): Buffer<ArrayBuffer> {
    // a page without compressed copies holds its HTML, as does a page not yet written
    if (page.br === null) return page.html
    if (page.html) return page.html
    const kept = this.recentHtml.get(page.path)
    if (kept?.page === page) {
      // the most recently asked for leaves last (moving the newest would only churn the map's table)
      if (this.newestHtml !== page.path) {
        this.recentHtml.delete(page.path)
        this.recentHtml.set(page.path, kept)
        this.newestHtml = page.path
      }
      return kept.html
    }
    const html = this.readHtml(page, page.br)
    this.keepHtml(page, html)
    return html
  }

  /**
   * A page's gzip copy: held while the page is new, else read from its file in the tree as long as the file is this
   * page's. Null while its files are being replaced or when the file is missing or of another length: the client
   * then gets the HTML.
   */
  gzipOf(page: GeneratedPage): Buffer<ArrayBuffer> | null {
    return page.gzip ?? this.ownFile(page, '.gz', page.gzipSize)
  }

  /**
   * One of a page's files (`''` the HTML, `.gz`), if it is this page's: the page is the tree's, no newer one is being
   * written over it, and the file has the length this page's has. Null otherwise (gone, replaced by hand, or newer).
   */
  private ownFile(page: ServedPage, suffix: '' | '.gz', length: number): Buffer<ArrayBuffer> | null {
    if (this.pages.get(page.path) !== page || this.writingFiles.has(page.path)) return null
    try {
      const file = readFileSync(`${pageFile(this.root, page.path)}${suffix}`)
      return file.length === length ? file : null
    } catch {
      return null
    }
  }

  /** The HTML of a page that let it go: its file, as long as the file is this page's, else its brotli copy unpacked. */
  private readHtml(page: ServedPage, br: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
    return this.ownFile(page, '', page.size) ?? brotliDecompressSync(br)
  }

  /** Keeps the HTML of the pages last asked for without compression, up to RECENT_HTML_BYTES, the oldest leaving first. */
  private keepHtml(page: ServedPage, html: Buffer<ArrayBuffer>): void {
    const before = this.recentHtml.get(page.path)
    if (before) {
      this.recentHtml.delete(page.path)
      this.recentHtmlBytes -= before.html.length
    }
    this.recentHtml.set(page.path, { page, html })
    this.newestHtml = page.path
    this.recentHtmlBytes += html.length
    for (const [oldest, entry] of this.recentHtml) {
      if (this.recentHtmlBytes <= RECENT_HTML_BYTES) break
      this.recentHtml.delete(oldest)
      this.recentHtmlBytes -= entry.html.length
    }
  }

  private exclusive<T>(change: () => Promise<T>): Promise<T> {
    const done = this.writing.then(change)
    this.writing = done.catch(() => undefined)
    return done
  }

  /**
   * Serves a page from memory without writing it yet (put writes it later): many pages changing at once are all
   * served before the first file is written (and before their compressed copies are made, see UncompressedPage).
   */
  stage(page: ServedPage): void {
    this.staged.set(page.path, page)
  }

  /**
   * Writes a page's three files and swaps it in. The HTML goes first: if the process dies before the compressed
   * copies and the manifest are written, the HTML's ETag no longer matches the manifest and the next start generates
   * the page again, rather than serve the old HTML beside compressed copies of the new one. The page is served from
   * memory at once; the manifest names it once its files are written.
   */
  put(page: GeneratedPage): Promise<void> {
    this.staged.set(page.path, page)
    return this.exclusive(async () => {
      // replaced meanwhile (a newer page put or staged, or the page removed): what replaced it follows in this chain
      if (this.staged.get(page.path) !== page) return
      this.writingFiles.add(page.path)
      try {
        const file = pageFile(this.root, page.path)
        await mkdir(path.dirname(file), { recursive: true })
        await writeAtomically(file, this.htmlOf(page))
        await writeAtomically(`${file}.br`, page.br)
        if (page.gzip) await writeAtomically(`${file}.gz`, page.gzip)
        this.pages.set(page.path, page)
        // on disk now: the HTML and the gzip copy are read back from their files when needed (see GeneratedPage.html)
        page.html = null
        page.gzip = null
        this.scheduleFlush()
      } finally {
        this.writingFiles.delete(page.path)
        if (this.staged.get(page.path) === page) this.staged.delete(page.path)
      }
    })
  }

  /**
   * Replaces the compressed copies of a page by better compressed ones of the same HTML (the gzip copy only when it
   * was made hastily). False when the page was regenerated or removed meanwhile: its newer files stay as they are.
   */
  repack(page: GeneratedPage, br: Buffer<ArrayBuffer>, gzip?: Buffer<ArrayBuffer>): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.get(page.path) !== page) return false
      await writeAtomically(`${pageFile(this.root, page.path)}.br`, br)
      if (gzip) await writeAtomically(`${pageFile(this.root, page.path)}.gz`, gzip)
      this.pages.set(page.path, { ...page, br, gzip: gzip ? null : page.gzip, gzipSize: gzip?.length ?? page.gzipSize, brotli: 'best' })
      this.scheduleFlush()
      return true
    })
  }

  /** A page that is no longer public (deleted, unpublished): out of the tree and the manifest. */
  remove(pagePath: string): Promise<void> {
    this.staged.delete(pagePath)
    return this.exclusive(async () => {
      if (!this.pages.delete(pagePath)) return
      const file = pageFile(this.root, pagePath)
      await Promise.all([rm(file, { force: true }), rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
      this.scheduleFlush()
    })
  }

  /**
   * Follows the site-offline switch in the tree: the marker is written while the site is off and removed when it is
   * on again. Calls take effect in their order; the last one's state is the one on disk.
   */
  setOffline(offline: boolean): Promise<void> {
    this.offline = offline
    return this.exclusive(async () => {
      const file = path.join(this.root, OFFLINE_MARKER)
      if (!this.offline) return rm(file, { force: true })
      await mkdir(this.root, { recursive: true })
      await writeAtomically(file, Buffer.from(`the site is switched off (${new Date().toISOString()})\n`))
    })
  }

  /** The pages served before their compressed copies exist (a site fragment just replaced in them). */
  uncompressedPages(): UncompressedPage[] {
    return [...this.staged.values()].filter((page): page is UncompressedPage => page.br === null)
  }

  /** The pages showing any of these tags; every page for `*`. */
  pagesShowing(tags: readonly string[]): ServedPage[] {
    // the pages as served: a page put but not yet written shows the change too
    const pages: ServedPage[] = [...this.pages.values()].map((page) => this.staged.get(page.path) ?? page)
    for (const [pagePath, page] of this.staged) if (!this.pages.has(pagePath)) pages.push(page)
    if (tags.includes(ALL_PAGES)) return pages
    const wanted = new Set(tags)
    return pages.filter((page) => page.tags.some((tag) => wanted.has(tag)))
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined
      this.flushing = this.flushing.then(() => this.writeManifest()).catch((error: unknown) => console.error('[static] manifest not written', error))
    }, MANIFEST_DELAY_MS)
  }

  /** Waits for the changes under way and writes the manifest now. */
  async flush(): Promise<void> {
    await this.writing
    if (!this.flushTimer) return this.flushing
    clearTimeout(this.flushTimer)
    this.flushTimer = undefined
    const written = this.flushing.then(() => this.writeManifest())
    // the caller sees a failed write; the writes scheduled later still run
    this.flushing = written.catch(() => undefined)
    await written
  }

  private async writeManifest(): Promise<void> {
    const manifest: Manifest = { version: 1, build: this.build, pages: {} }
    for (const page of this.pages.values()) {
      manifest.pages[page.path] = { tags: page.tags, generatedAt: page.generatedAt, expiresAt: page.expiresAt, etag: page.etag, csp: page.csp, brotli: page.brotli }
    }
    await mkdir(this.root, { recursive: true })
    await writeAtomically(path.join(this.root, MANIFEST), Buffer.from(JSON.stringify(manifest)))
  }
}
