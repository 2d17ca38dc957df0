import { useEffect, useId, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { useDismiss } from '~/features/chrome/focus-trap'
import type { FilterOption } from '~/contract/shared'
import type { FilterKey, ProgrammeSearch } from './programme.shared'
import { activeFilters, filterKeys } from './programme.shared'
import * as styles from './programme.css'

export type FilterOptions = Record<FilterKey, FilterOption[]>

export function filterLabel(key: FilterKey): string {
  switch (key) {
    case 'room':
      return m.programme_filter_room()
    case 'type':
      return m.programme_filter_type()
    case 'tag':
      return m.programme_filter_tag()
    case 'series':
      return m.programme_filter_series()
    case 'genre':
      return m.programme_filter_genre()
  }
}

function optionName(options: FilterOption[], value: string | number | undefined): string {
  return options.find((option) => String(option.id) === String(value))?.name ?? String(value ?? '')
}

/** A desktop dropdown: one list of radio-like options; choosing the current value clears it. */
function FilterDropdown({ filterKey, options, value, onChoose }: { filterKey: FilterKey; options: FilterOption[]; value: string | number | undefined; onChoose: (value: string | number) => void }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useDismiss([ref], open, () => setOpen(false))
  if (options.length === 0) return null
  return (
    <div className={styles.dropdown} ref={ref}>
      <button type="button" className={styles.pill} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {filterLabel(filterKey)}
        {value !== undefined ? `: ${optionName(options, value)}` : ''}
      </button>
      {open ? (
        <ul id={panelId} className={styles.dropdownPanel} role="radiogroup" aria-label={filterLabel(filterKey)}>
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                role="radio"
                aria-checked={String(option.id) === String(value)}
                className={styles.option}
                onClick={() => {
                  onChoose(option.id)
                  setOpen(false)
                }}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * The phone variant: all filters in one modal dialog. Its options are rendered while it is open (a closed dialog
 * shows nothing, and every rendering of the programme, an editor's included, was paying for them).
 */
function FilterModal({ options, search, onChoose }: { options: FilterOptions; search: ProgrammeSearch; onChoose: (key: FilterKey, value: string | number) => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])
  return (
    <>
      <button type="button" className={styles.pill} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {m.programme_filters()}
        {activeFilters(search).length ? ` (${activeFilters(search).length})` : ''}
      </button>
      <dialog ref={dialog} className={styles.modal} aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <div className={styles.modalInner}>
          <div className={styles.modalHeader}>
            <h2 id={titleId}>{m.programme_filters_title()}</h2>
            <button type="button" className={styles.iconButton} onClick={() => dialog.current?.close()} aria-label={m.overlay_close()}>
              ✕
            </button>
          </div>
          {open ? (
            <>
              <div className={styles.modalBody}>
                {filterKeys.map((key) =>
                  options[key].length ? (
                    <fieldset key={key} className={styles.modalGroup}>
                      <legend>
                        <strong>{filterLabel(key)}</strong>
                      </legend>
                      <ul className={styles.modalOptions}>
                        {options[key].map((option) => (
                          <li key={option.id}>
                            <button type="button" role="radio" aria-checked={String(option.id) === String(search[key])} className={styles.option} onClick={() => onChoose(key, option.id)}>
                              {option.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </fieldset>
                  ) : null,
                )}
              </div>
              <div className={styles.modalFooter}>
                <button type="button" className={styles.buyButton} onClick={() => dialog.current?.close()}>
                  {m.programme_show_results()}
                </button>
              </div>
            </>
          ) : null}
        </div>
      </dialog>
    </>
  )
}

export function ProgrammeFilters({ options, search, onChoose }: { options: FilterOptions; search: ProgrammeSearch; onChoose: (key: FilterKey, value: string | number) => void }) {
  return (
    <>
      <div className={styles.desktopOnly}>
        {filterKeys.map((key) => (
          <FilterDropdown key={key} filterKey={key} options={options[key]} value={search[key]} onChoose={(value) => onChoose(key, value)} />
        ))}
      </div>
      <div className={styles.phoneOnly}>
        <FilterModal options={options} search={search} onChoose={onChoose} />
      </div>
    </>
  )
}

export function FilterChips({ options, search, onRemove, showReset, onReset }: { options: FilterOptions; search: ProgrammeSearch; onRemove: (key: FilterKey) => void; showReset: boolean; onReset: () => void }) {
  const active = activeFilters(search)
  if (active.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={m.programme_active_filters()}>
      {active.map((key) => {
        const name = `${filterLabel(key)}: ${optionName(options[key], search[key])}`
        return (
          <li key={key}>
            <button type="button" className={styles.chip} onClick={() => onRemove(key)} aria-label={m.programme_remove_filter({ name })}>
              {name} <span aria-hidden="true">✕</span>
            </button>
          </li>
        )
      })}
      {showReset ? (
        <li>
          <button type="button" className={styles.resetButton} onClick={onReset}>
            {m.programme_reset_filters()}
          </button>
        </li>
      ) : null}
    </ul>
  )
}
