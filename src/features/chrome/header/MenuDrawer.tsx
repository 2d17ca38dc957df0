import { useId, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { appConfig } from '../../../../app.config'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson } from '~/lib/site-fragments'
import { FragmentPlaceholder, isKeptFragment } from '~/lib/kept-fragments'
import { useNavigation } from '~/features/site/use-navigation'
import { siteFragment } from '~/styles/layout.css'
import { SmartLink } from '../SmartLink'
import { LanguageSwitch } from '../LanguageSwitch'
import { CloseIcon } from '../icons'
import { useFocusTrap, useOutsideClick } from '../focus-trap'
import { useScrollLock } from '../scroll-lock'
import { usePathname } from '../use-pathname'
import { menuEntryKey, menuLinkAttributes } from './menu-paths'
import { OpeningHours } from './OpeningHours'
import { AccountMenu } from './AccountMenu'
import { SubmenuToggle } from './SubmenuToggle'
import * as styles from './header.css'

interface Props {
  open: boolean
  onClose: () => void
  /** the burger button: focus returns to it, and pressing it is not an outside click */
  burger: RefObject<HTMLButtonElement | null>
  id: string
}

/**
 * The burger drawer with the primary menu (expandable submenus, one open at a time) and the secondary menu
 * (footer navigation). A modal: focus moves in and is kept inside; Escape, the close button and a click
 * outside close it; the page does not scroll behind it. Its menus are a site fragment (src/lib/site-fragments.ts),
 * like the desktop menu's.
 */
export function MenuDrawer({ open, onClose, burger, id }: Props) {
  const lang = useLocale()
  const navigation = useNavigation(lang)
  const pathname = usePathname()
  const [expanded, setExpanded] = useState<string | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(panel, open, burger)
  useOutsideClick([panel, burger], open, onClose)
  useScrollLock(open)
  const side = appConfig.design.header.burgerSide

  return (
    <>
      <div className={`${styles.backdrop} ${open ? styles.backdropOpen : ''}`} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.drawer} ${styles.drawerSide[side]} ${open ? styles.drawerOpen : ''}`}
        inert={!open}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <div className={styles.drawerHead}>
          <h2 id={titleId} className={styles.drawerTitle}>
            {m.menu_title()}
          </h2>
          <button type="button" className={styles.burgerButton} onClick={onClose} aria-label={m.menu_close()}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.drawerBody}>
          {/* on the server, the markup rendered before for the same menu (src/lib/kept-fragments.ts) */}
          {isKeptFragment('menu-drawer', navigation.data, lang, pathname) ? (
            <FragmentPlaceholder name="menu-drawer" />
          ) : (
            <div {...fragmentAttributes('menu-drawer')} className={siteFragment}>
              <nav aria-label={m.main_navigation()}>
                <ul className={styles.drawerPrimary}>
                  {(navigation.data?.menu ?? []).map((entry, index) => {
                    const key = menuEntryKey(entry)
                    const isOpen = expanded === key
                    // an id holds no space (the menu name may); the entry's place names it
                    const childrenId = `menu-drawer-${index}`
                    return (
                      <li key={key} className={styles.drawerEntry}>
                        <div className={styles.drawerEntryRow}>
                          <SmartLink className={styles.drawerLink} href={entry.url} onClick={onClose} {...menuLinkAttributes(pathname, entry.url)}>
                            {entry.menu_name}
                          </SmartLink>
                          {entry.children.length > 0 ? (
                            <SubmenuToggle name={entry.menu_name} open={isOpen} controls={childrenId} className={styles.drawerToggle} onToggle={() => setExpanded(isOpen ? null : key)} />
                          ) : null}
                        </div>
                        {entry.children.length > 0 ? (
                          <div id={childrenId} className={`${styles.drawerChildren} ${isOpen ? styles.drawerChildrenOpen : ''}`} inert={!isOpen}>
                            <div className={styles.drawerChildrenInner}>
                              <ul className={styles.drawerChildList}>
                                {entry.children.map((child) => (
                                  <li key={menuEntryKey(child)}>
                                    <SmartLink className={styles.drawerChildLink} href={child.url} onClick={onClose} {...menuLinkAttributes(pathname, child.url)}>
                                      {child.menu_name}
                                    </SmartLink>
                                  </li>
                                ))}
                              </ul>
                            </div>
                          </div>
                        ) : null}
                      </li>
                    )
                  })}
                </ul>
              </nav>
              {navigation.data?.footer.length ? (
                <nav aria-label={m.secondary_navigation()}>
                  <h3 className={styles.sectionLabel}>{m.secondary_navigation()}</h3>
                  <ul className={styles.drawerSecondary}>
                    {navigation.data.footer.map((link) => (
                      <li key={`${link.url}|${link.title}`}>
                        <SmartLink href={link.url} onClick={onClose}>
                          {link.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {/* the navigation itself is in the footer menu's data block (useNavigation) */}
              <script {...fragmentDataAttributes('menu-drawer')} dangerouslySetInnerHTML={{ __html: fragmentJson(null) }} />
            </div>
          )}
          <div className={styles.drawerMeta}>
            <OpeningHours />
            <span className={styles.topRowEnd}>
              <AccountMenu />
              <LanguageSwitch />
            </span>
          </div>
        </div>
      </div>
    </>
  )
}
