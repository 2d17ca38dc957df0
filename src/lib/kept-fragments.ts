import { createElement } from 'react'
import type { ReactElement } from 'react'
import type { FragmentName } from './site-fragments'

/**
 * Kept fragments (docs/decisions/0050-kept-fragments.md): a site fragment (src/lib/site-fragments.ts) the server has
 * rendered once is not rendered again while what it shows is the same: a later rendering writes a placeholder in its
 * place, and the server puts the kept markup there, its menu links marked for the page (src/server/http/kept-fragments.server.ts),
 * the very markup React would have written. What it shows is the answer it renders (by identity: a read kept in
 * memory is the same object until a change replaces it) and the rest of its inputs, written into a key.
 *
 * Only the server's renderings use it; in the browser no rendering is in progress and every fragment renders.
 */

/** A fragment to put in place of its placeholder: its kept markup without marks, and the page's path to mark it for. */
export interface FragmentSplice {
  name: FragmentName
  neutral: string
  pathname: string
}

/** A fragment rendered in full whose markup is to be kept, under the answer it showed and its key. */
export interface FragmentToKeep {
  name: FragmentName
  data: object
  key: string
}

export interface FragmentRendering {
  splices: FragmentSplice[]
  keeps: FragmentToKeep[]
}

/** Kept markup (the menus' links without marks) by the answer it shows, then by fragment and key. */
const kept = new WeakMap<object, Map<string, string>>()

/** The server's rendering in progress: renderToString runs to its end without yielding, so one slot serves. */
let current: FragmentRendering | null = null

/**
 * Whether the fragment `name`, showing `data` with the other inputs written in `key`, is spliced from kept markup:
 * the component then renders `<FragmentPlaceholder>` instead of its markup. False in the browser, for a fragment
 * without an answer yet, and the first time (the rendering then keeps what it writes).
 */
export function isKeptFragment(name: FragmentName, data: object | null | undefined, key: string, pathname = ''): boolean {
  if (current === null || data === null || data === undefined) return false
  const neutral = kept.get(data)?.get(`${name}|${key}`)
  if (neutral === undefined) {
    current.keeps.push({ name, data, key })
    return false
  }
  current.splices.push({ name, neutral, pathname })
  return true
}

/** The element the server replaces with a kept fragment. */
export function placeholderMarkup(name: FragmentName): string {
  return `<template data-kept-fragment="${name}"></template>`
}

/** What a component renders in place of a kept fragment (placeholderMarkup, as React writes it). */
export function FragmentPlaceholder({ name }: { name: FragmentName }): ReactElement {
  return createElement('template', { 'data-kept-fragment': name })
}

/** Runs a server rendering that may splice kept fragments, and gives what it spliced and what it asks to keep. */
export function renderWithFragments<T>(render: () => T): { result: T; fragments: FragmentRendering } {
  const previous = current
  const fragments: FragmentRendering = { splices: [], keeps: [] }
  current = fragments
  try {
    return { result: render(), fragments }
  } finally {
    current = previous
  }
}

/** Keeps a fragment's neutral markup for later renderings showing the same answer with the same key. */
export function keepFragment({ name, data, key }: FragmentToKeep, neutral: string): void {
  let byKey = kept.get(data)
  if (!byKey) {
    byKey = new Map()
    kept.set(data, byKey)
  }
  byKey.set(`${name}|${key}`, neutral)
}
