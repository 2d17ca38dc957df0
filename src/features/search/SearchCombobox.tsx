import { useEffect, useId, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { SearchSuggestion } from '~/contract/search'
import type { Locale } from '~/contract/shared'
import { formatShortDate } from '~/lib/format'
import { CloseIcon, SearchIcon } from '~/features/chrome/icons'
import { searchHref } from '~/features/chrome/header/search-href'
import { searchQueries } from './search.queries'
import * as styles from './search.css'

/** Autocomplete waits this long after the last keystroke before it asks the server. */
const TYPING_PAUSE = 120

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

export function suggestionTypeLabel(type: SearchSuggestion['type'], lang: Locale): string {
  const labels = {
    event: m.search_type_event,
    production: m.search_type_production,
    article: m.search_type_article,
    person: m.search_type_person,
    venue: m.search_type_venue,
    series: m.search_type_series,
    page: m.search_type_page,
  }
  return labels[type]({}, { locale: lang })
}

type Props = {
  lang: Locale
  /** the header's panel or the search page */
  variant: 'header' | 'page'
  initialText?: string
  inputRef?: RefObject<HTMLInputElement | null>
  classNames: { form: string; input: string; action: string }
  /** after a submit or a chosen suggestion, before navigating (the header closes) */
  onDone?: () => void
}

/**
 * The search form with suggestions (spec platform.md §4, §5): a WAI-ARIA 1.2 combobox whose listbox is open
 * while the input has text. Arrow-Down moves to the first suggestion and the arrows move through them (the
 * focus stays in the input, `aria-activedescendant` names the option); Enter on a suggestion opens it, Enter
 * otherwise goes to the search page; an empty text submits nothing; Escape closes the suggestions.
 */
export function SearchCombobox({ lang, variant, initialText = '', inputRef, classNames, onDone }: Props) {
  const router = useRouter()
  const [text, setText] = useState(initialText)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const ownInput = useRef<HTMLInputElement>(null)
  const input = inputRef ?? ownInput
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const statusId = `${id}-status`
  const optionId = (index: number) => `${id}-option-${index}`

  const term = useSettled(text.trim(), TYPING_PAUSE)
  // asked only while the visitor is in the field (not for the text a search page starts with)
  const suggestions = useQuery({ ...searchQueries.autocomplete(lang, term), enabled: focused && term !== '' })
  const options = text.trim() && term ? (suggestions.data?.data ?? []) : []
  const open = focused && !dismissed && text.trim() !== '' && options.length > 0
  const activeIndex = open && active < options.length ? active : -1

  const closeList = () => {
    setDismissed(true)
    setActive(-1)
  }

  const choose = (suggestion: SearchSuggestion) => {
    setText(suggestion.title)
    closeList()
    onDone?.()
    void router.navigate({ href: suggestion.url })
  }

  const status = !text.trim() || !term || suggestions.isFetching ? '' : options.length ? m.search_suggestions_count({ count: options.length }, { locale: lang }) : m.search_suggestions_none({}, { locale: lang })

  return (
    <div className={styles.combobox}>
      <form
        role="search"
        className={classNames.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (activeIndex >= 0) {
            const chosen = options[activeIndex]
            if (chosen) choose(chosen)
            return
          }
          const href = searchHref(lang, text)
          // an empty text submits nothing (spec platform.md §5)
          if (!href) return
          closeList()
          input.current?.blur()
          onDone?.()
          void router.navigate({ href })
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {m.search_label({}, { locale: lang })}
        </label>
        <input
          ref={input}
          id={inputId}
          className={classNames.input}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={m.search_placeholder({}, { locale: lang })}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setDismissed(false)
            setActive(-1)
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            setActive(-1)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              if (!options.length) return
              event.preventDefault()
              setDismissed(false)
              setActive((current) => (!open || current >= options.length - 1 ? 0 : current + 1))
            } else if (event.key === 'ArrowUp') {
              if (!open) return
              event.preventDefault()
              setActive((current) => (current <= 0 ? options.length - 1 : current - 1))
            } else if (event.key === 'Escape' && open) {
              // the header's panel closes on the next Escape
              event.stopPropagation()
              event.preventDefault()
              closeList()
            }
          }}
        />
        {text ? (
          <button
            type="button"
            className={classNames.action}
            aria-label={m.search_clear({}, { locale: lang })}
            onClick={() => {
              setText('')
              setActive(-1)
              input.current?.focus()
            }}
          >
            <CloseIcon size={20} />
          </button>
        ) : null}
        <button type="submit" className={classNames.action} aria-label={m.search_submit({}, { locale: lang })}>
          <SearchIcon />
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={m.search_suggestions({}, { locale: lang })} className={styles.listbox} hidden={!open} data-variant={variant}>
        {open
          ? options.map((suggestion, index) => (
              <li
                key={`${suggestion.type}-${suggestion.url}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                // keep the focus in the input: the click chooses, the blur would close the list first
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(suggestion)}
              >
                <span className={styles.optionTitle}>{suggestion.title}</span>
                <span className={styles.optionMeta}>
                  {[suggestionTypeLabel(suggestion.type, lang), suggestion.date ? formatShortDate(suggestion.date, lang) : null, suggestion.subtitle].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))
          : null}
      </ul>
      <span id={statusId} className="visually-hidden" role="status" aria-live="polite">
        {focused ? status : ''}
      </span>
    </div>
  )
}
