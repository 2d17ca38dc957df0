// `react-dom/client` in the production browser build, which hydrates with Preact (decision 0015).
import { Fragment, createElement, options } from 'preact'
import type { ComponentChild, ComponentChildren, ContainerNode, VNode } from 'preact'
import { createRoot, hydrateRoot as hydratePreact } from 'preact/compat/client'
import { useLayoutEffect } from 'preact/hooks'
import { hydrateInSlices, slicesHydrated } from './hydration-slices'

export { createRoot }

// The root route renders the whole document, `<html>` included, and React hydrates it from `document`.
// Preact renders into `document.documentElement`, so its `<html>` would be a second one inside the first:
// `<html>` becomes a component that renders its children (the head and the body) in place and keeps the
// real element's attributes (the language) in step.
interface DocumentElementProps {
  children?: ComponentChildren
  [attribute: string]: unknown
}

function DocumentElement({ children, ...attributes }: DocumentElementProps) {
  useLayoutEffect(() => {
    const element = document.documentElement
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'string' && element.getAttribute(name) !== value) element.setAttribute(name, value)
    }
  })
  return createElement(Fragment, null, children)
}

// Preact hydrates an element into the first server element of the same tag that is left, moves it to its place
// when it is elsewhere, and keeps the server's attributes as they are. Two things differ by design between React
// on the server and Preact in the browser, and both are put right here:
// - The order of the head. React sends the charset and viewport metas first, then the policy meta, its own image
//   preloads and the stylesheets (`data-precedence`), then the rest in the router's order; the router renders the
//   nonce meta, the title, the metas, the module preloads and the page's links, then the stylesheets and the
//   scripts. Before hydrating, the head is put in the router's order around the stylesheets, which stay where they
//   are: a stylesheet taken out and put back makes the browser match every style of the page again (25 ms of a
//   phone's first page, before the first tap works). The policy meta and React's preloads have done their work and
//   are taken out, as Preact would drop them (the policy stays in force). Should an element still be out of step, it
//   takes the browser's attributes whole.
// - The ids `useId` gives. While hydrating, each element takes the browser's ids: a label, a panel opened
//   later or a focus return finds the element it names.
const POLICY_META = 'meta[http-equiv="Content-Security-Policy"]'

function putHeadInRouterOrder(head: HTMLHeadElement): void {
  const first = (selector: string) => head.querySelector(`:scope > ${selector}`)
  const leading = [first('meta[property="csp-nonce"]'), first('title'), first('meta[charset]'), first('meta[name="viewport"]')]
  const rest = head.querySelectorAll(`:scope > meta:not(${POLICY_META}), :scope > link:not([data-precedence]):not([rel="preload"])`)
  const front = [...new Set([...leading, ...rest])].filter((element) => element !== null)
  const stylesheet = first('link[data-precedence]')
  if (stylesheet) stylesheet.before(...front)
  else head.prepend(...front)
  // taken out, not moved: a policy meta put back in the document would apply its policy a second time
  for (const element of head.querySelectorAll(`:scope > ${POLICY_META}, :scope > link[rel="preload"]`)) element.remove()
}

const idAttributes = new Set(['id', 'for', 'name', 'list', 'form', 'headers', 'popovertarget', 'aria-activedescendant', 'aria-controls', 'aria-describedby', 'aria-details', 'aria-errormessage', 'aria-flowto', 'aria-labelledby', 'aria-owns'])
// the same attributes by the prop that sets each (React's camel case where it has one)
const idAttributeOfProp = new Map([...[...idAttributes].map((name) => [name, name] as const), ['htmlFor', 'for'], ['popoverTarget', 'popovertarget']])
const notAttributes = new Set(['children', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'precedence', 'nonce', 'key', 'ref'])
// what makes a head element the one it is
const identityAttributes = ['rel', 'href', 'name', 'property', 'charset', 'http-equiv', 'type']

function attributeName(prop: string): string {
  if (prop === 'htmlFor') return 'for'
  if (prop === 'className') return 'class'
  if (prop === 'httpEquiv') return 'http-equiv'
  return prop.toLowerCase()
}

let hydrating = false

function takeBrowserAttributes(vnode: VNode) {
  // `__e` is the vnode's DOM node in Preact's build (its mangled `_dom`)
  const element: unknown = Reflect.get(vnode, '__e')
  const props: unknown = vnode.props
  if (!(element instanceof Element) || typeof props !== 'object' || props === null) return
  if (element.parentNode === document.head) {
    takeHeadAttributes(element, props)
    return
  }
  // every element of the page passes here while it hydrates: only the props that name an id are looked at
  for (const prop in props) {
    const name = idAttributeOfProp.get(prop)
    if (name === undefined) continue
    const value: unknown = Reflect.get(props, prop)
    if (typeof value === 'string' && element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
}

function takeHeadAttributes(element: Element, props: object) {
  const attributes = new Map<string, string>()
  for (const [prop, value] of Object.entries(props)) {
    if (typeof value === 'string' && !notAttributes.has(prop)) attributes.set(attributeName(prop), value)
  }
  if (identityAttributes.some((name) => (attributes.get(name) ?? null) !== element.getAttribute(name))) {
    for (const name of element.getAttributeNames()) if (name !== 'nonce' && !attributes.has(name)) element.removeAttribute(name)
    for (const [name, value] of attributes) element.setAttribute(name, value)
    return
  }
  for (const [name, value] of attributes) {
    if (idAttributes.has(name) && element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
}

// A stylesheet, once in the page, stays. The router lists a route's own stylesheets; those of the chunks
// a route loads come with the chunk, and the chunk's loader skips a stylesheet that is already there. React
// keeps stylesheets as resources that outlive the route that brought them; so does this: a stylesheet link
// the router stops rendering is left in the head, and one it renders again is not added twice.
function isStylesheet(vnode: VNode): boolean {
  return vnode.type === 'link' && typeof vnode.props === 'object' && vnode.props !== null && Reflect.get(vnode.props, 'rel') === 'stylesheet'
}

function dropSecondStylesheet(vnode: VNode) {
  const element: unknown = Reflect.get(vnode, '__e')
  if (!(element instanceof HTMLLinkElement) || element.parentNode !== document.head) return
  const href = element.getAttribute('href')
  const first = [...document.head.querySelectorAll('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href)
  if (first && first !== element) element.remove()
}

const previousVnodeHook = options.vnode
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'html') vnode.type = DocumentElement
  // React's own instructions, not attributes
  else if (typeof vnode.type === 'string' && typeof vnode.props === 'object' && vnode.props !== null) {
    Reflect.deleteProperty(vnode.props, 'suppressHydrationWarning')
    Reflect.deleteProperty(vnode.props, 'precedence')
  }
  previousVnodeHook?.(vnode)
}

const previousDiffedHook = options.diffed
options.diffed = (vnode: VNode) => {
  if (hydrating && typeof vnode.type === 'string') takeBrowserAttributes(vnode)
  // a page reached by a link while the last slices still hydrate adds no stylesheet twice either
  if (isStylesheet(vnode)) dropSecondStylesheet(vnode)
  previousDiffedHook?.(vnode)
}

const previousUnmountHook = options.unmount
options.unmount = (vnode: VNode) => {
  // without its DOM node, Preact removes nothing (the link's own vnode and the component rendering it)
  const element: unknown = Reflect.get(vnode, '__e')
  if (element instanceof HTMLLinkElement && element.rel === 'stylesheet' && element.parentNode === document.head) Reflect.set(vnode, '__e', null)
  previousUnmountHook?.(vnode)
}

export function hydrateRoot(container: ContainerNode, children: ComponentChild): ReturnType<typeof createRoot> {
  putHeadInRouterOrder(document.head)
  // the page hydrates in slices (src/lib/hydration-slices.tsx): until the last one, elements take the
  // browser's ids as they hydrate
  hydrating = true
  let root: ReturnType<typeof createRoot> | undefined
  try {
    hydrateInSlices(() => {
      root = hydratePreact(container, children)
    })
  } catch (error) {
    hydrating = false
    throw error
  }
  void slicesHydrated().then(() => {
    hydrating = false
  })
  if (!root) throw new Error('Preact did not hydrate the document')
  return root
}
