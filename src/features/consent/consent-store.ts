import { useSyncExternalStore } from 'react'
import * as v from 'valibot'

/** Consent categories of the spec (platform.md §1). `required` is always granted. */
export const consentCategories = ['required', 'tracking', 'media', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]

export const CONSENT_COOKIE = 'foyer_consent'
const CONSENT_MAX_AGE = 365 * 24 * 3600

const StoredConsent = v.object({
  tracking: v.boolean(),
  media: v.boolean(),
  marketing: v.boolean(),
})
export type ConsentChoice = v.InferOutput<typeof StoredConsent>

export interface ConsentState {
  /** null until the visitor has decided */
  choice: ConsentChoice | null
  /** the consent manager dialog is open */
  managerOpen: boolean
}

let state: ConsentState = { choice: null, managerOpen: false }
let loaded = false
const listeners = new Set<() => void>()

function readCookie(): ConsentChoice | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  if (!entry) return null
  try {
    const parsed = v.safeParse(StoredConsent, JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function ensureLoaded() {
  if (loaded || typeof document === 'undefined') return
  loaded = true
  state = { ...state, choice: readCookie() }
}

function emit(next: ConsentState) {
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  ensureLoaded()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverState: ConsentState = { choice: null, managerOpen: false }

export function useConsentState(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => {
      ensureLoaded()
      return state
    },
    () => serverState,
  )
}

/** Whether a category may be used now; on the server and before a decision only `required` is granted. */
export function useConsent(category: ConsentCategory): boolean {
  const { choice } = useConsentState()
  if (category === 'required') return true
  return choice?.[category] ?? false
}

export function saveConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`
  emit({ choice, managerOpen: false })
}

export function openConsentManager(): void {
  ensureLoaded()
  emit({ ...state, managerOpen: true })
}

export function closeConsentManager(): void {
  emit({ ...state, managerOpen: false })
}

/** The stored choice outside React (router listeners); null on the server and before a decision. */
export function readConsentChoice(): ConsentChoice | null {
  ensureLoaded()
  return state.choice
}
