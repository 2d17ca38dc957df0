import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { externalLinkAttributes, isSafeHref, linkKind } from '~/lib/links'
import { scrollToHash } from './hash-scroll'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string
  /** external links may open in a new window (editor choice); internal links never do */
  newWindow?: boolean
  children: ReactNode
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
}

/** A link by the spec's rules: client-side navigation inside the site, new windows without opener, anchors scroll. */
export function SmartLink({ href, newWindow = false, children, onClick, ...rest }: Props) {
  const router = useRouter()
  if (!isSafeHref(href)) return <span {...rest}>{children}</span>
  const kind = linkKind(href)
  if (kind === 'external') {
    return (
      <a href={href} {...externalLinkAttributes(newWindow)} onClick={onClick} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event)) return
        event.preventDefault()
        if (kind === 'anchor') {
          window.history.pushState(null, '', href)
          void scrollToHash(href.slice(1))
          return
        }
        void router.navigate({ href })
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
