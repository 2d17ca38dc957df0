import { m } from '~/paraglide/messages'
import { ChevronIcon } from '../icons'
import * as styles from './header.css'

/**
 * The button that opens and closes a menu entry's submenu, in the desktop menu and in the drawer alike: it names the
 * entry ("Untermenü … öffnen oder schließen"), says whether the submenu is open and which element it controls.
 */
export function SubmenuToggle({ name, open, controls, className, iconSize, onToggle }: { name: string; open: boolean; controls: string; className: string; iconSize?: number; onToggle: () => void }) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} aria-label={m.submenu_toggle({ name })} onClick={onToggle}>
      <ChevronIcon size={iconSize} className={styles.chevron} />
    </button>
  )
}
