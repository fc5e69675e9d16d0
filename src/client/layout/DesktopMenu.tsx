// The desktop menu (spec 001 §2 "Desktop menu", from 64em): the top-level items of the site's
// menu; an item with children gets a button that opens its submenu (WAI-ARIA disclosure
// navigation), one submenu open at a time, closed on Escape (the focus goes back to its button),
// on a click outside, when the focus leaves the menu, and on route change. Items flagged
// has_tab_navigation are plain links: their pages show the children as tabs.
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '../i18n';
import { useAppLocation } from '../navigation/LocationContext';
import { containsCurrentPage, hasSubmenu, type MenuEntry } from './menuLinks';
import { MenuLink } from './MenuLink';
import { usePointerOutside } from '../hooks/usePointerOutside';
import { useUntilNavigation } from './useUntilNavigation';

export function DesktopMenu({ menu }: { menu: readonly MenuEntry[] }) {
  const t = useT();
  const baseId = useId();
  const { pathname } = useAppLocation();
  const navRef = useRef<HTMLElement>(null);
  // spec 001 §4: the desktop submenu open (by item), one at a time.
  const [openId, setOpenId] = useUntilNavigation<string | null>(null);
  usePointerOutside(navRef, openId !== null, () => setOpenId(null));

  const buttonId = (item: MenuEntry) => `${baseId}-button-${item.id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.preventDefault();
    const open = menu.find((item) => item.id === openId);
    setOpenId(null);
    if (open) document.getElementById(buttonId(open))?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // The focus went somewhere else on the page (not to nowhere, as a click on text does).
    if (openId !== null && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus leaving close the open submenu of the buttons inside; the landmark itself is no control
    <nav ref={navRef} className="desktop-menu" aria-label={t('site.primaryNavigation')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="desktop-menu__list">
        {menu.map((item) => {
          if (!hasSubmenu(item)) {
            return (
              <li key={item.id} className="desktop-menu__item">
                <MenuLink url={item.url} label={item.name} className="desktop-menu__link" />
              </li>
            );
          }
          const open = openId === item.id;
          const submenuId = `${baseId}-submenu-${item.id}`;
          return (
            <li key={item.id} className="desktop-menu__item">
              <button
                type="button"
                id={buttonId(item)}
                className={`desktop-menu__toggle${containsCurrentPage(item, pathname) ? ' is-current-branch' : ''}`}
                aria-expanded={open}
                aria-controls={submenuId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.name}
                <span className="menu-chevron" aria-hidden="true" />
              </button>
              <ul id={submenuId} className="desktop-menu__submenu" hidden={!open}>
                <li>
                  <MenuLink url={item.url} label={t('menu.overview', { name: item.name })} className="desktop-menu__sublink" />
                </li>
                {(item.children ?? []).map((child) => (
                  <li key={child.id}>
                    <MenuLink url={child.url} label={child.name} className="desktop-menu__sublink" />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
