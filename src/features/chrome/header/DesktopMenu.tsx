import { useRef, useState } from 'react'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import { useNavigation } from '~/features/site/use-navigation'
import { m } from '~/paraglide/messages'
import type { NavEntry } from '~/contract/cms'
import { useLocale } from '~/lib/i18n/use-locale'
import { fragmentAttributes, fragmentDataAttributes, fragmentJson } from '~/lib/site-fragments'
import { FragmentPlaceholder, isKeptFragment } from '~/lib/kept-fragments'
import { container, siteFragment } from '~/styles/layout.css'
import { SmartLink } from '../SmartLink'
import { ArrowRightIcon } from '../icons'
import { useOutsideClick } from '../focus-trap'
import { useOnPathChange, usePathname } from '../use-pathname'
import { menuEntryKey, menuLinkAttributes } from './menu-paths'
import { SubmenuToggle } from './SubmenuToggle'
import * as styles from './header.css'

/**
 * The desktop menu from 64em, in the design the site's settings choose (`menu_style`): style1 (compact caps,
 * dropdown cards) or style2 (serif entries, a full-width panel). One submenu is open at a time; its toggle
 * closes it again, as do Escape, an outside click and a route change. It is a site fragment (src/lib/site-fragments.ts):
 * a change of the menu replaces it in every generated page, its links marked for each page by the server; its ids
 * name the entries' places, the same on every page. The server renders it once per menu and puts that markup into
 * later renderings (src/lib/kept-fragments.ts).
 */
export function DesktopMenu() {
  const lang = useLocale()
  const navigation = useNavigation(lang).data
  const entries = navigation?.menu ?? []
  const pathname = usePathname()
  const [openKey, setOpenKey] = useState<string | null>(null)
  const nav = useRef<HTMLElement>(null)
  const menuStyle = useSiteIdentity().identity.menu_style
  useOutsideClick([nav], openKey !== null, () => setOpenKey(null))
  useOnPathChange(() => setOpenKey(null))
  // on the server, the markup rendered before for the same menu (src/lib/kept-fragments.ts)
  if (isKeptFragment('menu', navigation, `${lang}|${menuStyle}`, pathname)) return <FragmentPlaceholder name="menu" />

  return (
    <div {...fragmentAttributes('menu')} className={siteFragment}>
      <nav
        ref={nav}
        className={`${styles.desktopNav} ${menuStyle === 'style1' ? styles.style1 : styles.style2}`}
        aria-label={m.main_navigation()}
        data-menu-style={menuStyle}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || openKey === null) return
          event.stopPropagation()
          // the open submenu's own toggle
          const toggle = nav.current?.querySelector<HTMLButtonElement>(':scope > ul > li > button[aria-expanded="true"]')
          setOpenKey(null)
          toggle?.focus()
        }}
      >
        <ul className={styles.desktopList}>
          {entries.map((entry, index) => {
            const key = menuEntryKey(entry)
            const open = openKey === key
            // an id names one element and holds no space (the menu name may); the entry's place does
            const panelId = `menu-submenu-${index}`
            return (
              <li key={key} className={styles.desktopItem}>
                <SmartLink className={styles.desktopLink} href={entry.url} {...menuLinkAttributes(pathname, entry.url)}>
                  {entry.menu_name}
                </SmartLink>
                {entry.children.length > 0 ? (
                  <>
                    <SubmenuToggle name={entry.menu_name} open={open} controls={panelId} className={styles.submenuToggle} iconSize={16} onToggle={() => setOpenKey(open ? null : key)} />
                    <div id={panelId} hidden={!open} className={menuStyle === 'style1' ? styles.style1Panel : styles.style2Panel}>
                      {menuStyle === 'style1' ? (
                        <SubmenuList entries={entry.children} pathname={pathname} />
                      ) : (
                        <div className={`${container} ${styles.style2PanelInner}`}>
                          <SmartLink className={styles.style2PanelTitle} href={entry.url} aria-label={m.submenu_overview({ name: entry.menu_name })}>
                            {entry.menu_name}
                          </SmartLink>
                          <SubmenuList entries={entry.children} pathname={pathname} arrows />
                        </div>
                      )}
                    </div>
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
      </nav>
      {/* the navigation itself is in the footer menu's data block (useNavigation) */}
      <script {...fragmentDataAttributes('menu')} dangerouslySetInnerHTML={{ __html: fragmentJson(null) }} />
    </div>
  )
}

function SubmenuList({ entries, pathname, arrows = false }: { entries: NavEntry['children']; pathname: string; arrows?: boolean }) {
  return (
    <ul className={styles.submenuList}>
      {entries.map((child) => (
        <li key={menuEntryKey(child)}>
          <SmartLink className={styles.submenuLink} href={child.url} {...menuLinkAttributes(pathname, child.url)}>
            {child.menu_name}
            {arrows ? <ArrowRightIcon size={18} /> : null}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
