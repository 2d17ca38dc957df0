import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { extractErrorHtml } from './error-html'
import type { ErrorHtmlParts } from './error-html'

/** The public folder in development (./public) and in the built server (.output/public). */
const publicDirs = () => [path.resolve(process.env.FOYER_BUILD_DIR ?? '.output', 'public'), path.resolve('public')]

export async function readCustomErrorHtml(status: number): Promise<ErrorHtmlParts | null> {
  for (const dir of publicDirs()) {
    try {
      return extractErrorHtml(await readFile(path.join(dir, 'html', `${status}.html`), 'utf8'))
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') continue
      console.error(`The custom error HTML for ${status} could not be loaded`, error)
      return null
    }
  }
  return null
}
