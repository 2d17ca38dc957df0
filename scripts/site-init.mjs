// The one-time step that gives a venue's own site its first administrator. Run it on the server, with the same
// environment as the site (DATABASE_URL or FOYER_DATA_DIR; on the embedded database stop the server first):
//   npm run site:init -- --email leitung@theater.example --name "Lea Leitung"
// It asks for the password on the terminal (not echoed); `--password-stdin` reads it from standard input instead.
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { typescriptLoader } from './load-ts.mjs'

function usage(message) {
  console.error(`site:init: ${message}\nusage: npm run site:init -- --email <address> --name "<first> <last>" [--password-stdin]`)
  process.exit(2)
}

let args
try {
  args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } } }).values
} catch (error) {
  usage(error instanceof Error ? error.message : String(error))
}
if (!args.email) usage('--email is required')
if (!args.name) usage('--name is required')
const [firstName, ...rest] = args.name.trim().split(/\s+/)

/** Reads one line from a pipe, or asks twice on a terminal without echoing what is typed. */
async function readPassword() {
  if (args['password-stdin'] || !process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin })
    for await (const line of lines) return line
    return ''
  }
  const ask = (prompt) =>
    new Promise((resolve) => {
      process.stdout.write(prompt)
      let typed = ''
      const { stdin } = process
      stdin.setRawMode(true)
      stdin.resume()
      stdin.setEncoding('utf8')
      const onData = (chunk) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.setRawMode(false)
            stdin.pause()
            stdin.off('data', onData)
            process.stdout.write('\n')
            resolve(typed)
            return
          }
          if (char === '\u0003') process.exit(130)
          if (char === '\u007f') typed = typed.slice(0, -1)
          else typed += char
        }
      }
      stdin.on('data', onData)
    })
  const first = await ask('Password for the first administrator: ')
  const again = await ask('The same password again: ')
  if (first !== again) usage('the two passwords differ')
  return first
}

const password = await readPassword()
const loader = await typescriptLoader()
let status = 1
try {
  const client = await loader.load('/src/server/db/client.server.ts')
  const { createFirstAdministrator } = await loader.load('/src/server/auth/site-init.server.ts')
  const handle = await client.openFromEnvironment()
  try {
    // a fresh data directory gets its bare site first, as the server's first start would make it
    await client.prepareDatabase(handle, { demo: false })
    const result = await createFirstAdministrator(handle.db, { email: args.email, firstName, lastName: rest.join(' '), password })
    if (result.ok) {
      console.log(`The first administrator is ${result.email}: sign in at /cms-hub.`)
      status = 0
    } else {
      console.error(`site:init: ${result.message}`)
    }
  } finally {
    await handle.close()
  }
} finally {
  await loader.close()
}
process.exit(status)
