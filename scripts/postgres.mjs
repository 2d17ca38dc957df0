// Finds the PostgreSQL server the test suite may use and makes throwaway databases on it.
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether a PostgreSQL server answers at `url`: null when it does, else why not. */
export async function unreachable(url, timeoutSeconds = 3) {
  const sql = postgres(url, { max: 1, connect_timeout: timeoutSeconds, onnotice: () => {} })
  try {
    await sql`select 1`
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {})
  }
}

/** DATABASE_URL when set, otherwise a local server on 127.0.0.1:5432 if one answers; null when there is none. */
export async function findPostgres() {
  const url = process.env.DATABASE_URL || LOCAL
  if ((await unreachable(url)) === null) return url
  if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL is set but the server does not answer: ${process.env.DATABASE_URL}`)
  return null
}

export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`create database "${name}"`)
  } finally {
    await sql.end({ timeout: 1 })
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

export async function dropDatabase(serverUrl, name) {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`)
  } finally {
    await sql.end({ timeout: 1 })
  }
}
