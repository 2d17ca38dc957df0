import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Stored files live outside the web root, each area in its own folder, under names the server generates. */
export type FileArea = 'temp' | 'media' | 'form-entries'

/** `<FOYER_DATA_DIR>/files`; `FOYER_FILES_DIR` overrides it. */
export function filesRoot(): string {
  return path.resolve(process.env.FOYER_FILES_DIR ?? path.join(process.env.FOYER_DATA_DIR ?? 'data', 'files'))
}

const KEY = /^([0-9a-f]{2})[0-9a-f]{30}\.[a-z0-9]{1,5}$/

/** The file's path for a key made by `storeFile`; null for anything else, so a key can never walk out of its area. */
export function storedFilePath(area: FileArea, key: string): string | null {
  const match = KEY.exec(key)
  if (!match) return null
  return path.join(filesRoot(), area, match[1] ?? '00', key)
}

/** Writes the bytes under a new random name (temporary file, then rename: a reader never sees half a file). */
export async function storeFile(area: FileArea, data: Uint8Array, ext: string): Promise<{ key: string; size: number }> {
  if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`invalid file extension ${JSON.stringify(ext)}`)
  const key = `${randomBytes(16).toString('hex')}.${ext}`
  const target = storedFilePath(area, key)
  if (!target) throw new Error('generated key does not match its own pattern')
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.tmp`
  await writeFile(temporary, data, { mode: 0o640 })
  await rename(temporary, target)
  return { key, size: data.byteLength }
}

export async function readStoredFile(area: FileArea, key: string): Promise<Buffer | null> {
  const file = storedFilePath(area, key)
  if (!file) return null
  try {
    return await readFile(file)
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
}

export async function deleteStoredFile(area: FileArea, key: string): Promise<void> {
  const file = storedFilePath(area, key)
  if (file) await rm(file, { force: true })
}

type Scanner = { command: string; args: string[] } | null
let scanner: Scanner | undefined

/** clamdscan (fast, uses the daemon) when installed, else clamscan; found once per process. */
function findScanner(): Scanner {
  if (scanner !== undefined) return scanner
  const candidates = [
    { command: 'clamdscan', args: ['--no-summary', '-'] },
    { command: 'clamscan', args: ['--no-summary', '-'] },
  ]
  scanner = candidates.find(({ command }) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0) ?? null
  if (!scanner) console.warn('[files] ClamAV is not installed: uploads are not scanned for malware')
  return scanner
}

/** Scans the bytes with ClamAV when it is installed; 'skipped' (with a warning logged once) when it is not. */
export function scanForMalware(data: Uint8Array): Promise<'clean' | 'infected' | 'skipped'> {
  const found = findScanner()
  if (!found) return Promise.resolve('skipped')
  return new Promise((resolve) => {
    const child = spawn(found.command, found.args, { stdio: ['pipe', 'ignore', 'ignore'] })
    child.on('error', (error) => {
      console.warn(`[files] malware scan failed: ${error.message}`)
      resolve('skipped')
    })
    child.on('close', (code) => {
      // ClamAV: 0 clean, 1 virus found, 2 an error (reported, and the file is treated as not scanned)
      if (code === 0) resolve('clean')
      else if (code === 1) resolve('infected')
      else {
        console.warn(`[files] malware scanner exited with ${code}`)
        resolve('skipped')
      }
    })
    child.stdin.on('error', () => {})
    child.stdin.end(data)
  })
}
