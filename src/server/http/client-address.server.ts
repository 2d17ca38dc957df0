import { AsyncLocalStorage } from 'node:async_hooks'
import { addressLimitKey } from './rate-limit'

/**
 * The address of the client a request came from, for per-address limits (logins, holds, the error log). The
 * server entry records it for the whole handling of the request (the pipeline, server functions and handlers may
 * see a copied Request that no longer carries it). X-Forwarded-For is believed only from a proxy named in
 * FOYER_TRUSTED_PROXIES (comma-separated addresses, or `loopback`): anyone else could name any address.
 */
const storage = new AsyncLocalStorage<string>()

function trustedProxies(): { loopback: boolean; addresses: Set<string> } {
  const configured = (process.env.FOYER_TRUSTED_PROXIES ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  return { loopback: configured.includes('loopback'), addresses: new Set(configured.filter((part) => part !== 'loopback')) }
}

function plain(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.')
}

/** The client's address: the peer, or the nearest address a trusted proxy put in X-Forwarded-For. */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | null): string {
  const trust = trustedProxies()
  const isTrusted = (address: string) => trust.addresses.has(address) || (trust.loopback && isLoopback(address))
  let address = plain(peer ?? 'unknown')
  if (!isTrusted(address) || !forwardedFor) return address
  const hops = forwardedFor.split(',').map((hop) => plain(hop.trim())).filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    address = hops[index] ?? address
    if (!isTrusted(address)) break
  }
  return address.slice(0, 64)
}

/** The peer address srvx gives a request (`request.ip`), if any. */
function peerOf(request: Request): string | undefined {
  const ip: unknown = Reflect.get(request, 'ip')
  return typeof ip === 'string' ? ip : undefined
}

export function withClientAddress<T>(request: Request, handle: () => T): T {
  return storage.run(resolveClientAddress(peerOf(request), request.headers.get('x-forwarded-for')), handle)
}

/** The address of the client whose request is being handled ('unknown' outside a request). */
export function clientAddress(): string {
  return storage.getStore() ?? 'unknown'
}

/** What per-address limits count under for this request: the address, or for IPv6 its /64 (see `addressLimitKey`). */
export function clientAddressKey(): string {
  return addressLimitKey(clientAddress())
}
