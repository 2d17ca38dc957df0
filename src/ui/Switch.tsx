import { useId } from 'react'
import * as styles from './controls.css'

/** An on/off setting as a switch (role=switch): its label, and the state in words beside it. */
export function Switch({ label, checked, disabled, stateText, onChange }: { label: string; checked: boolean; disabled?: boolean; stateText: string; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <label className={styles.switchRow} htmlFor={id}>
      <input id={id} type="checkbox" role="switch" className={styles.switchInput} checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
      <span className={styles.switchState} aria-hidden="true">
        {stateText}
      </span>
    </label>
  )
}
