import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Debian's nginx (`apt install nginx-light libnginx-mod-http-brotli-static`; `scripts/setup.sh --test` does). */
export const NGINX = '/usr/sbin/nginx'
export const SHIPPED_CONFIG = path.resolve('deploy/nginx/foyer.conf')

export type NginxSite = { port: number; foyer: string; staticDir: string; publicDir: string }

/**
 * The shipped site configuration with a test's ports and paths in place of the production ones it names: the listen
 * port, the upstream Foyer, the generated tree and the built assets. Everything else stays as shipped; a production
 * value missing from the file fails here, so the test cannot drift from the file.
 */
export function templatedSite(site: NginxSite): string {
  const replacements: [string | RegExp, string][] = [
    [/listen 80;/, `listen 127.0.0.1:${site.port};`],
    [/listen \[::\]:80;\n/, ''],
    [/server 127\.0\.0\.1:3000;/, `server ${site.foyer};`],
    [/root \/srv\/foyer\/data\/site;/, `root ${site.staticDir};`],
    [/root \/srv\/foyer\/\.output\/public;/, `root ${site.publicDir};`],
  ]
  let text = readFileSync(SHIPPED_CONFIG, 'utf8')
  for (const [pattern, value] of replacements) {
    if (!text.match(pattern)) throw new Error(`${SHIPPED_CONFIG} no longer has ${String(pattern)}`)
    text = text.replace(pattern, value)
  }
  return text
}

/**
 * A main configuration that runs as the current user in a directory of its own (pid, logs, temporary files), in the
 * foreground, with Debian's modules (brotli_static) and MIME types, and the templated site.
 */
function mainConfig(dir: string, site: NginxSite, accessLogFormat = 'combined'): string {
  writeFileSync(path.join(dir, 'foyer.conf'), templatedSite(site))
  const temp = (name: string) => {
    mkdirSync(path.join(dir, name), { recursive: true })
    return path.join(dir, name)
  }
  return `include /etc/nginx/modules-enabled/*.conf;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  # a test's own request id, its status and where the answer came from ('-': nginx's disk, else the upstream)
  log_format foyer_test '$http_x_test_id $status $upstream_addr $request_method $uri';
  access_log ${dir}/access.log ${accessLogFormat};
  client_body_temp_path ${temp('client')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${dir}/foyer.conf;
}
`
}

/** `nginx -t` of the templated site: null when it passes, else nginx's complaint. */
export function checkSite(site: NginxSite): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-nginx-check-'))
  try {
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, site))
    const result = spawnSync(NGINX, ['-t', '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
    return result.status === 0 ? null : result.stderr
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export type RunningNginx = { url: string; accessLog: () => string; errorLog: () => string; stop: () => Promise<void> }

/** Starts nginx with the templated site in the foreground; resolves once it answers. */
export async function startNginx(site: NginxSite, options: { accessLogFormat?: 'combined' | 'foyer_test' } = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: scripts/setup.sh --test installs it`)
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-nginx-'))
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, site, options.accessLogFormat))
  const nginx = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '')
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.on('exit', resolve))
      nginx.kill('SIGQUIT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${site.port}`
  const until = Date.now() + 10_000
  for (;;) {
    if (nginx.exitCode !== null) {
      const reason = `${output}\n${read('error.log')}`
      await stop()
      throw new Error(`nginx exited: ${reason}`)
    }
    if (await fetch(`${url}/healthz`).then(() => true, () => false)) break
    if (Date.now() > until) {
      await stop()
      throw new Error(`nginx did not answer: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, accessLog: () => read('access.log'), errorLog: () => read('error.log'), stop }
}
