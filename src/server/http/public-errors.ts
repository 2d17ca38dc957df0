/**
 * What a visitor may learn of a failure: a status and a sentence in their language, never SQL, parameters, driver
 * names or stack traces. Database errors of class 22 ("data exception": a number out of range, a NUL byte, an
 * invalid text representation) come from input that passed validation but not the column type: bad input, 400.
 */

/** The SQLSTATE of a database error (postgres-js and PGlite both name it `code`), looked up through `cause`. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = 'code' in current ? current.code : undefined
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = 'cause' in current ? current.cause : undefined
  }
  return null
}

/** Input the database refused as data (class 22) or as too large for a row or index (54000). */
export function isBadInputDatabaseError(error: unknown): boolean {
  const state = sqlState(error)
  return state !== null && (state.startsWith('22') || state === '54000')
}

/** Whether a text (decoded path, query, JSON body) contains a NUL character, which no text column accepts. */
export function hasNulByte(text: string): boolean {
  return text.includes('\u0000')
}
