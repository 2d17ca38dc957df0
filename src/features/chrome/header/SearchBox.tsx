import { useEffect, useId, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { container } from '~/styles/layout.css'
import { CloseIcon, SearchIcon } from '../icons'
import { useOutsideClick } from '../focus-trap'
import { useOnPathChange } from '../use-pathname'
import { SearchCombobox } from '~/features/search/SearchCombobox'
import * as styles from './header.css'

/** Search box timings of the spec (platform.md §4, §9). */
export const SEARCH_BOX = { focusDelay: 200, blurCloseDelay: 200 } as const

/**
 * The header search: a button toggles a panel whose input gets focus after 200 ms; the panel closes 200 ms after
 * focus leaves it, on an outside click, with Escape, or on submit, which goes to the search page. The form with its
 * suggestions is the search feature's combobox.
 */
export function SearchBox() {
  const lang = useLocale()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => input.current?.focus(), SEARCH_BOX.focusDelay)
    return () => clearTimeout(timer)
  }, [open])
  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const close = (returnFocus: boolean) => {
    clearTimeout(blurTimer.current)
    setOpen(false)
    if (returnFocus) toggle.current?.focus()
  }
  useOutsideClick([panel, toggle], open, () => close(false))
  useOnPathChange(() => setOpen(false))

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toolButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? m.search_close() : m.search_open()}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <span className={styles.toolLabel}>{m.search()}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className={styles.searchPanel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            close(true)
          }
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={(event) => {
          // focus moving to the clear or submit button stays inside the panel
          if (event.relatedTarget instanceof Node && panel.current?.contains(event.relatedTarget)) return
          clearTimeout(blurTimer.current)
          blurTimer.current = setTimeout(() => setOpen(false), SEARCH_BOX.blurCloseDelay)
        }}
      >
        {open ? (
          <div className={container}>
            <SearchCombobox
              lang={lang}
              variant="header"
              inputRef={input}
              classNames={{ form: styles.searchForm, input: styles.searchInput, action: styles.searchAction }}
              onDone={() => close(false)}
            />
          </div>
        ) : null}
      </div>
    </>
  )
}
