import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle, Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { FileRejected } from '~/server/files/errors'
import { readStoredFile } from '~/server/files/store.server'
import { EntryRefused, NETWORK_RATE_LIMIT, RATE_LIMIT, createEntry, entriesCsv, getFormDefinition, listEntries } from './forms.server'
import { FIELD, MAX_FILE_BYTES, validateEntry } from './forms.shared'
import { acceptUpload, rejectionMessage, sweepExpiredUploads } from './uploads.server'
import { testBackends } from '~/server/db/test-backends'
import { bombPng } from '~/server/files/test-images'
import { peakImageDecoding } from '~/server/files/images.server'

// Uploads and entries against a real database and real files: PGlite always, PostgreSQL too when
// TEST_DATABASE_URL is set (a database of its own, dropped afterwards).

const VISITOR = `visitor-${'a'.repeat(30)}`
const OTHER_VISITOR = `visitor-${'b'.repeat(30)}`

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer()


const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
/** A Windows executable's first bytes. */
const executable = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(120)])

function filesIn(dir: string): string[] {
  const found: string[] = []
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name)
      if (statSync(full).isDirectory()) walk(full)
      else found.push(path.relative(dir, full))
    }
  }
  try {
    walk(dir)
  } catch {
    return []
  }
  return found
}

async function seedForm(db: Db): Promise<number> {
  const [form] = await db
    .insert(s.forms)
    .values({ title: { de: 'Bewerbung', en: 'Application' }, slug: { de: 'bewerbung', en: 'application' }, successText: { de: 'Danke!', en: 'Thank you!' } })
    .returning({ id: s.forms.id })
  if (!form) throw new Error('form missing')
  await db.insert(s.formFields).values([
    { formId: form.id, position: 0, label: { de: 'Name', en: 'Name' }, slug: 'name', fieldType: FIELD.text, required: true },
    { formId: form.id, position: 1, label: { de: 'E-Mail', en: 'E-mail' }, slug: 'email', fieldType: FIELD.email, required: true },
    { formId: form.id, position: 2, label: { de: 'Lebenslauf', en: 'CV' }, slug: 'lebenslauf', fieldType: FIELD.file, required: true, accept: 'pdf,document' },
    { formId: form.id, position: 3, label: { de: 'Foto', en: 'Photo' }, slug: 'foto', fieldType: FIELD.file, required: false, accept: 'image' },
  ])
  return form.id
}

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`form uploads and entries on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let filesDir: string
    let formId: number
    const temps = async () => (await handle.db.select({ n: count() }).from(s.tempUploads))[0]?.n ?? 0

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await handle.migrate()
      formId = await seedForm(handle.db)
      filesDir = mkdtempSync(path.join(tmpdir(), 'foyer-form-files-'))
      process.env.FOYER_FILES_DIR = filesDir
    })
    afterAll(async () => {
      delete process.env.FOYER_FILES_DIR
      rmSync(filesDir, { recursive: true, force: true })
      await handle?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      await handle.db.delete(s.tempUploads)
      await handle.db.delete(s.formEntries)
      rmSync(filesDir, { recursive: true, force: true })
    })

    it('accepts a real PNG, re-encoded, under a generated name outside the web root', async () => {
      const upload = await acceptUpload(handle.db, { bytes: await png(), name: 'Porträt.png', kinds: ['image'], visitorKey: VISITOR })
      expect(upload).toMatchObject({ name: 'Porträt.png' })
      const [row] = await handle.db.select().from(s.tempUploads).where(eq(s.tempUploads.id, upload.id))
      expect(row?.contentType).toBe('image/png')
      expect(row?.storagePath).toMatch(/^[0-9a-f]{32}\.png$/)
      const stored = await readStoredFile('temp', row?.storagePath ?? '')
      expect(stored?.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      expect(filesIn(filesDir)).toHaveLength(1)
    })

    it('accepts a PNG named .exe as the PNG it is', async () => {
      const upload = await acceptUpload(handle.db, { bytes: await png(), name: 'C:\\Users\\anna\\foto.exe', visitorKey: VISITOR })
      expect(upload.name).toBe('foto.png')
    })

    it('refuses an executable named .png, an empty file and one byte over the cap, storing nothing', async () => {
      const refused = async (bytes: Uint8Array, name: string) => {
        try {
          await acceptUpload(handle.db, { bytes, name, visitorKey: VISITOR })
        } catch (error) {
          if (error instanceof FileRejected) return error.reason
          throw error
        }
        return 'accepted'
      }
      expect(await refused(executable, 'bild.png')).toBe('type-not-allowed')
      expect(await refused(new Uint8Array(0), 'leer.pdf')).toBe('empty')
      const overCap = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20)
      overCap.write('%PDF-1.4\n')
      expect(await refused(overCap, 'gross.pdf')).toBe('too-large')
      const atCap = Buffer.alloc(MAX_FILE_BYTES, 0x20)
      atCap.write('%PDF-1.4\n')
      expect(await refused(atCap, 'genau.pdf')).toBe('accepted')
      expect(await temps()).toBe(1)
      expect(filesIn(filesDir)).toHaveLength(1)
      expect(rejectionMessage('type-not-allowed', 'de')).toBe('Dieser Dateityp ist hier nicht erlaubt.')
      expect(rejectionMessage('too-large', 'en')).toBe('The file is too large (at most 8 MB).')
    })

    it('refuses a decompression bomb before decoding it, storing nothing', async () => {
      await expect(acceptUpload(handle.db, { bytes: bombPng(60_000, 60_000), name: 'bomb.png', visitorKey: VISITOR })).rejects.toMatchObject({ reason: 'too-many-pixels' })
      expect(await temps()).toBe(0)
      expect(filesIn(filesDir)).toEqual([])
    })

    it('refuses a visitor\'s image above 16 megapixels (a 5 kB PNG of 39.9 MP was decoded before)', async () => {
      await expect(acceptUpload(handle.db, { bytes: bombPng(6_000, 6_650), name: 'gross.png', visitorKey: VISITOR })).rejects.toMatchObject({ reason: 'too-many-pixels' })
      await expect(acceptUpload(handle.db, { bytes: bombPng(4_000, 4_100), name: 'gross.png', visitorKey: VISITOR })).rejects.toMatchObject({ reason: 'too-many-pixels' })
      expect(await temps()).toBe(0)
    })

    it('decodes four large images sent at once one after the other', async () => {
      const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#36c' } }).png().toBuffer()
      const stored = await Promise.all(Array.from({ length: 4 }, (_, index) => acceptUpload(handle.db, { bytes: large, name: `foto-${index}.png`, visitorKey: VISITOR })))
      expect(stored).toHaveLength(4)
      expect(peakImageDecoding()).toBe(1)
    }, 60_000)

    it('applies the field allow-list: a PDF is no photo', async () => {
      await expect(acceptUpload(handle.db, { bytes: pdf, name: 'cv.pdf', kinds: ['image'], visitorKey: VISITOR })).rejects.toMatchObject({ reason: 'type-not-allowed' })
    })

    it('stores an entry with its files moved out of the temporary area, and lists and exports it', async () => {
      const form = await getFormDefinition(handle.db, 'de', formId)
      if (!form) throw new Error('form missing')
      expect(form.fields.at(-1)).toMatchObject({ slug: 'email2', field_type: 'emailconfirm', required: false })
      expect(form.fields.find((item) => item.slug === 'lebenslauf')?.accept).toEqual(['pdf', 'document'])
      const cv = await acceptUpload(handle.db, { bytes: pdf, name: 'Lebenslauf.pdf', visitorKey: VISITOR })
      const { values, errors } = validateEntry(form, { name: '=HYPERLINK("x")', email: 'anna@example.org', email2: 'anna@example.org', lebenslauf: cv.id }, 'de')
      expect(errors).toEqual({})
      const entryId = await createEntry(handle.db, { form, values, lang: 'de', visitorKey: VISITOR, submitter: { visitor: 'tester-1', network: 'network-1' } })
      expect(await temps()).toBe(0)
      const listed = await listEntries(handle.db, 'de', formId)
      expect(listed?.entries).toHaveLength(1)
      expect(listed?.entries[0]).toMatchObject({ id: entryId, values: { name: '=HYPERLINK("x")', email: 'anna@example.org' }, files: [{ fieldSlug: 'lebenslauf', name: 'Lebenslauf.pdf' }] })
      expect(filesIn(filesDir).every((file) => file.startsWith('form-entries'))).toBe(true)
      const csv = listed ? entriesCsv(listed, 'de') : ''
      expect(csv).toContain('"\'=HYPERLINK(""x"")"')
      expect(csv).toContain('"Lebenslauf.pdf"')
    })

    it('refuses another visitor\'s upload, a file of the wrong kind, and too many entries', async () => {
      const form = await getFormDefinition(handle.db, 'en', formId)
      if (!form) throw new Error('form missing')
      const theirs = await acceptUpload(handle.db, { bytes: pdf, name: 'cv.pdf', visitorKey: OTHER_VISITOR })
      const photo = await acceptUpload(handle.db, { bytes: await png(), name: 'me.png', visitorKey: VISITOR })
      const base = { name: 'Anna', email: 'anna@example.org' }
      await expect(createEntry(handle.db, { form, values: { ...base, lebenslauf: theirs.id, foto: null }, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'tester-2', network: 'network-1' } })).rejects.toMatchObject({
        refusal: { kind: 'invalid', errors: { lebenslauf: 'The uploaded file is no longer available. Please choose it again.' } },
      })
      await expect(createEntry(handle.db, { form, values: { ...base, lebenslauf: photo.id, foto: null }, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'tester-2', network: 'network-1' } })).rejects.toMatchObject({
        refusal: { kind: 'invalid', errors: { lebenslauf: 'This type of file is not allowed here.' } },
      })
      const noFile = { ...base, lebenslauf: null, foto: null }
      for (let n = 0; n < RATE_LIMIT; n++) await createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'tester-3', network: 'network-1' } })
      const limited = await createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'tester-3', network: 'network-1' } }).catch((error: unknown) => error)
      expect(limited).toBeInstanceOf(EntryRefused)
      expect(limited).toMatchObject({ refusal: { kind: 'rate-limited' } })
      // another visitor of the same network is not held up, until the network's own limit
      await expect(createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'tester-4', network: 'network-1' } })).resolves.toBeGreaterThan(0)
      for (let n = RATE_LIMIT + 1; n < NETWORK_RATE_LIMIT; n++) await createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: `cookie-dropper-${n}`, network: 'network-1' } })
      await expect(createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'fresh-cookie', network: 'network-1' } })).rejects.toMatchObject({ refusal: { kind: 'rate-limited' } })
      await expect(createEntry(handle.db, { form, values: noFile, lang: 'en', visitorKey: VISITOR, submitter: { visitor: 'fresh-cookie', network: 'network-2' } })).resolves.toBeGreaterThan(0)
    })

    it('sweeps temporary uploads nobody claimed after a day, with their files', async () => {
      const now = new Date()
      await acceptUpload(handle.db, { bytes: pdf, name: 'alt.pdf', visitorKey: VISITOR, now: new Date(now.getTime() - 25 * 3600_000) })
      await acceptUpload(handle.db, { bytes: pdf, name: 'neu.pdf', visitorKey: VISITOR, now })
      expect(filesIn(filesDir)).toHaveLength(2)
      expect(await sweepExpiredUploads(handle.db, now)).toBe(1)
      expect(await temps()).toBe(1)
      expect(filesIn(filesDir)).toHaveLength(1)
    })
  })
}

for (const backend of testBackends) {
  suite(
    backend.name,
    async () => {
      const database = await backend.open()
      // the suite closes the handle itself; dispose drops the database
      return { handle: database.handle, cleanup: database.dispose }
    },
    { skip: backend.skip },
  )
}
