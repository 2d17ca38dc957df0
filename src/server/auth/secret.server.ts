import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

let secretPromise: Promise<Buffer> | undefined

/**
 * The key that signs CSRF tokens. SECRET_KEY wins (set it when several instances share a database);
 * otherwise one is generated on first start and kept beside the embedded database.
 */
export function getSecretKey(): Promise<Buffer> {
  secretPromise ??= loadSecret()
  return secretPromise
}

async function loadSecret(): Promise<Buffer> {
  const fromEnv = process.env.SECRET_KEY
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SECRET_KEY must be at least 32 characters long')
    return Buffer.from(fromEnv)
  }
  const dir = process.env.FOYER_DATA_DIR ?? path.resolve('data')
  const file = path.join(dir, 'secret-key')
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64')
  } catch {
    const secret = randomBytes(48)
    await mkdir(dir, { recursive: true })
    await writeFile(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async () => {
      // another process wrote it first: use theirs
    })
    return Buffer.from(await readFile(file, 'utf8'), 'base64')
  }
}
