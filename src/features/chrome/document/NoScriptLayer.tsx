import { m } from '~/paraglide/messages'
import * as styles from './document.css'

/** Without JavaScript: a German notice with a reload link (spec platform.md §2, §8). */
export function NoScriptLayer() {
  return (
    <noscript>
      <div className={styles.noScript} lang="de" role="alert">
        <strong>{m.nojs_title({}, { locale: 'de' })}</strong>
        <span>{m.nojs_text({}, { locale: 'de' })}</span>
        <a className={styles.noScriptLink} href="">
          {m.nojs_reload({}, { locale: 'de' })}
        </a>
      </div>
    </noscript>
  )
}
