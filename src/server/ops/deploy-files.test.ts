import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { validate } from 'dockerfile-utils'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SHUTDOWN_DEADLINE_MS } from '~/server/shutdown'
import { NGINX, checkSite, templatedSite } from '../../../tests/support/nginx'
import { applySecurityHeaders, contentSecurityPolicy, headerOnlyPolicy } from '~/server/http/security-headers'
import { OFFLINE_MARKER } from '~/server/static/static-site.server'

// The deployment files the README recommends, checked where they cannot run here: nginx's own syntax check of the
// shipped site, systemd's verifier for the unit, a Dockerfile linter, and compose.yaml against the files and
// settings it names. tests/e2e/deployment.spec.ts runs the nginx site in front of a built Foyer.

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze'
const site = { port: 18080, foyer: '127.0.0.1:13000', staticDir: '/tmp/foyer-site', publicDir: '/tmp/foyer-public' }

describe('deploy/nginx/foyer.conf', () => {
  it.skipIf(!existsSync(NGINX))('passes nginx -t with the test paths in place of the production ones', () => {
    expect(checkSite(site)).toBeNull()
  })

  it.skipIf(!existsSync(NGINX))('nginx -t fails a broken site (the check is real)', () => {
    expect(checkSite({ ...site, foyer: '127.0.0.1:13000; bogus_directive on' })).toMatch(/invalid parameter|unknown directive/)
  })

  it('sends to Node only what the tree cannot answer: writes, queries and sessions', () => {
    const text = templatedSite(site)
    expect(text).toMatch(/map "\$request_method\$is_args\$cookie_sessionid" \$foyer_dynamic \{\s*default 1;\s*GET 0;\s*HEAD 0;\s*\}/)
    expect(text).toContain('try_files $uri/index.html @foyer;')
    expect(text).toContain('brotli_static on;')
    expect(text).toContain('gzip_static on;')
  })
})

/** The `add_header` lines of a location of the site, by lower-case name, quotes removed. */
function addedHeaders(text: string, location: string): Map<string, string> {
  const start = text.indexOf(`location ${location} {`)
  const block = text.slice(start, text.indexOf('\n  }\n', start))
  const headers = new Map<string, string>()
  for (const [, name = '', value = ''] of block.matchAll(/^\s*add_header (\S+) (.+);$/gm)) {
    headers.set(name.toLowerCase(), value.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1'))
  }
  return headers
}

describe('deploy/nginx/foyer.conf sends the headers Foyer sends with a generated page', () => {
  const text = readFileSync('deploy/nginx/foyer.conf', 'utf8')
  const nginx = addedHeaders(text, '/')
  const policy = contentSecurityPolicy({ hashes: ['sha256-AAAA'], scriptOrigins: [], tagManager: false, dev: false })

  it('every security header of Node, HSTS only over HTTPS', () => {
    const node = new Headers({ 'content-security-policy': policy })
    applySecurityHeaders(node, true)
    for (const [name, value] of node) {
      if (name === 'content-security-policy' || name === 'strict-transport-security') continue
      expect(nginx.get(name), name).toBe(value)
    }
    expect(nginx.get('strict-transport-security')).toBe('$foyer_hsts')
    expect(text).toMatch(new RegExp(`map \\$scheme \\$foyer_hsts \\{\\s*default "";\\s*https "${node.get('strict-transport-security')}";\\s*\\}`))
  })

  it('the part of the policy only a header can carry, which the page\'s <meta> policy leaves out', () => {
    expect(nginx.get('content-security-policy')).toBe(headerOnlyPolicy(policy))
    expect(headerOnlyPolicy(policy)).toBe("frame-ancestors 'self'; report-uri /api/csp-report/; report-to csp")
  })

  it('passes every request to Foyer while the tree holds the site-offline marker', () => {
    const page = text.slice(text.indexOf('location / {'))
    expect(page).toContain(`if (-f $document_root/${OFFLINE_MARKER}) { return 418; }`)
    // before nginx would answer from the tree
    expect(page.indexOf(OFFLINE_MARKER)).toBeLessThan(page.indexOf('try_files'))
  })
})

describe('deploy/systemd/foyer.service', () => {
  const unit = readFileSync('deploy/systemd/foyer.service', 'utf8')
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1]

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('passes systemd-analyze verify without a warning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-unit-'))
    try {
      // the verifier checks that the command exists: here, where the checkout is not in /srv/foyer, the same pinned
      // Node.js that runs this test stands for it (the command itself is checked below)
      const here = unit.replace('/srv/foyer/node_modules/.bin/node', process.execPath)
      expect(here).not.toBe(unit)
      writeFileSync(path.join(dir, 'foyer.service'), here)
      const result = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', path.join(dir, 'foyer.service')], { encoding: 'utf8' })
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
      // the verifier is real: a misplaced key is reported
      writeFileSync(path.join(dir, 'foyer.service'), here.replace('[Service]\n', '[Service]\nWantedBy=nothing.target\n'))
      const broken = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', path.join(dir, 'foyer.service')], { encoding: 'utf8' })
      expect(broken.stderr).toMatch(/Unknown key/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('restarts on failure and gives the SIGTERM drain more time than the server takes', () => {
    expect(value('Restart')).toBe('on-failure')
    expect(value('KillSignal')).toBe('SIGTERM')
    expect(Number(value('TimeoutStopSec'))).toBeGreaterThan(SHUTDOWN_DEADLINE_MS / 1000)
    expect(value('ExecStart')).toMatch(/ \/srv\/foyer\/\.output\/server\/index\.mjs$/)
  })

  it('starts the server as `npm start` does: the pinned Node.js of the repository, the same memory settings', () => {
    expect(value('ExecStart')).toBe(`/srv/foyer/node_modules/.bin/node ${startFlags.join(' ')} /srv/foyer/.output/server/index.mjs`)
    expect(unit).toContain(`\nEnvironment=${startEnvironment.join(' ')}\n`)
  })
})

/** The node flags of `npm start` (decision 0034), which every way of running the server uses. */
const start = v.parse(v.object({ scripts: v.object({ start: v.string() }) }), JSON.parse(readFileSync('package.json', 'utf8'))).scripts.start
const startFlags = start.split(' ').filter((word) => word.startsWith('--'))
/** The allocator's settings of `npm start`, before the `node` it runs. */
const startEnvironment = start.split(' ').slice(0, start.split(' ').indexOf('node'))

describe('npm start', () => {
  it('runs the built server with two malloc arenas and a bounded young generation', () => {
    expect(startEnvironment).toEqual(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072'])
    expect(start).toBe(`${startEnvironment.join(' ')} node ${startFlags.join(' ')} .output/server/index.mjs`)
    expect(startFlags).toContain('--max-semi-space-size=8')
  })
})

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8')

  it('has no finding of the Dockerfile linter', () => {
    expect(validate(dockerfile).map((finding) => `${finding.range.start.line + 1}: ${finding.message}`)).toEqual([])
    // the linter is real: a second CMD in a stage and an unknown instruction are found
    expect(validate(`${dockerfile}\nCMD ["true"]\nCOPYY a b\n`).length).toBeGreaterThanOrEqual(2)
  })

  it('copies only files that exist and starts the server the build writes', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) (\S+)$/gm)].flatMap((match) => (match[1] ?? '').split(' '))
    expect(copies).toEqual(['package.json', 'package-lock.json', '.', 'deploy/nginx/foyer.conf'])
    for (const source of copies) expect(existsSync(source), source).toBe(true)
    expect(dockerfile).toContain(`CMD ["node", ${startFlags.map((flag) => `"${flag}", `).join('')}".output/server/index.mjs"]`)
    expect(dockerfile).toMatch(new RegExp(`^ENV .* ${startEnvironment.join(' ')}$`, 'm'))
  })
})

const Service = v.object({
  image: v.optional(v.string()),
  build: v.optional(v.object({ context: v.string(), dockerfile: v.string(), target: v.string() })),
  environment: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  volumes: v.optional(v.array(v.string())),
  networks: v.optional(v.union([v.array(v.string()), v.record(v.string(), v.object({ ipv4_address: v.string() }))])),
})
const Compose = v.object({
  services: v.record(v.string(), Service),
  volumes: v.record(v.string(), v.nullable(v.object({}))),
  networks: v.record(v.string(), v.object({ ipam: v.object({ config: v.array(v.object({ subnet: v.string() })) }) })),
})

describe('compose.yaml', () => {
  const compose = v.parse(Compose, parse(readFileSync('compose.yaml', 'utf8')))
  const dockerfile = readFileSync('Dockerfile', 'utf8')

  it('runs Foyer, PostgreSQL and nginx, built from stages the Dockerfile has', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['foyer', 'nginx', 'postgres'])
    expect(compose.services.postgres?.image).toMatch(/^postgres:\d+/)
    for (const name of ['foyer', 'nginx']) {
      const build = compose.services[name]?.build
      if (!build) throw new Error(`${name} is not built`)
      expect(existsSync(path.join(build.context, build.dockerfile))).toBe(true)
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${build.target}$`, 'm'))
    }
  })

  it('mounts only declared volumes, and nginx reads the tree Foyer writes at the path its site names', () => {
    const named = (service: string) => (compose.services[service]?.volumes ?? []).map((mount) => mount.split(':'))
    for (const service of Object.keys(compose.services)) {
      for (const [volume] of named(service)) expect(Object.keys(compose.volumes), `${service}: ${volume}`).toContain(volume)
    }
    const foyer = compose.services.foyer
    const dataDir = String(foyer?.environment?.DATABASE_URL ? dockerfile.match(/FOYER_DATA_DIR=(\S+)/)?.[1] : '')
    const foyerData = named('foyer').find(([, target]) => target === dataDir)
    expect(foyerData?.[0]).toBe('foyer-data')
    expect(named('nginx')).toContainEqual(['foyer-data', dataDir, 'ro'])
    expect(readFileSync('deploy/nginx/foyer.conf', 'utf8')).toContain(`root ${dataDir}/site;`)
    expect(String(foyer?.environment?.DATABASE_URL)).toMatch(/@postgres:5432\//)
  })

  it('trusts exactly nginx as the proxy, on an address of its network', () => {
    const networks = compose.services.nginx?.networks
    const address = networks && !Array.isArray(networks) ? networks.foyer?.ipv4_address : undefined
    expect(address).toBeDefined()
    expect(compose.services.foyer?.environment?.FOYER_TRUSTED_PROXIES).toBe(address)
    const subnet = compose.networks.foyer?.ipam.config[0]?.subnet ?? ''
    expect(address?.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true)
  })

  it('sets only settings the README documents', () => {
    const readme = readFileSync('README.md', 'utf8')
    for (const name of Object.keys(compose.services.foyer?.environment ?? {})) expect(readme.includes(`\`${name}\``), name).toBe(true)
  })
})
