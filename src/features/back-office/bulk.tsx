import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { writeProblem } from '~/features/hub/api-errors'
import * as styles from '~/features/hub/hub.css'

/**
 * The selection of a back-office list and the actions applied to it at once: `apply` sends the selected ids, says
 * how many records changed (`done`) or why not, empties the selection and reloads the back office's lists.
 */
export function useBulkSelection<A extends string>(lang: Locale, run: (ids: number[], action: A) => Promise<{ changed: number }>, done: (count: number) => string) {
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [status, setStatus] = useState<string | null>(null)
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected)
    if (checked) next.add(id)
    else next.delete(id)
    setSelected(next)
  }
  const apply = async (action: A) => {
    setStatus(null)
    try {
      const result = await run([...selected], action)
      setStatus(done(result.changed))
      setSelected(new Set())
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
    } catch (error) {
      setStatus(writeProblem(error, lang).message)
    }
  }
  return { selected, toggle, clear: () => setSelected(new Set()), status, apply }
}

/** The buttons that act on the selection (disabled while nothing is selected) and what the last one did. */
export function BulkActions<A extends string>({ lang, bulk, actions }: { lang: Locale; bulk: ReturnType<typeof useBulkSelection<A>>; actions: { action: A; label: string }[] }) {
  return (
    <>
      <fieldset className={styles.inline} disabled={bulk.selected.size === 0}>
        <legend>{m.backoffice_bulk_label({}, { locale: lang })}</legend>
        {actions.map(({ action, label }) => (
          <button key={action} type="button" className={styles.button} onClick={() => void bulk.apply(action)}>
            {label}
          </button>
        ))}
      </fieldset>
      <p role="status">{bulk.status}</p>
    </>
  )
}

/** A row's checkbox in a list with bulk actions, named after the record. */
export function SelectRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <input type="checkbox" aria-label={label} checked={checked} onChange={(change) => onChange(change.currentTarget.checked)} />
}
