// The burger and the mobile slide-in navigation (spec 001 §2, §4; spec 000 §2 "Header", §4
// "Menu"), below 64em: a modal dialog sliding in from the side of the design settings, with the
// primary menu (accordion: each parent a button that shows its children, one at a time) and a
// secondary menu (the top navigation and the language switch). It closes on Escape, on a click
// outside (the backdrop), on its close button and on route change; the focus stays inside while
// it is open and goes back to the burger when it closes; the page does not scroll meanwhile.
// A native <dialog> opened with showModal(): the rest of the page is inert for every input
// and for assistive technology, and the browser keeps it in the top layer. Its content is
// rendered from the first opening on (not in the server's markup).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useT } from '../i18n';
import { useAppLocation } from '../navigation/LocationContext';
import { containsCurrentPage, hasSubmenu, type MenuEntry } from './menuLinks';
import { MenuLink } from './MenuLink';
import type { MenuSide } from './MenuSide';
import { trapFocus } from '../hooks/trapFocus';
import { useScrollLock } from '../hooks/useScrollLock';
import { useUntilNavigation } from './useUntilNavigation';

/** spec 000 §9: from this width the desktop menu takes over. */
const DESKTOP_QUERY = '(min-width: 64em)';

interface MobileNavigationProps {
  menu: readonly MenuEntry[];
  side: MenuSide;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The secondary menu's content: the top navigation and the language switch. */
  secondary: ReactNode;
}

function Accordion({ menu }: { menu: readonly MenuEntry[] }) {
  const t = useT();
  const baseId = useId();
  const { pathname } = useAppLocation();
  // spec 001 §4: the mobile submenu open (by URL), one at a time.
  const [openUrl, setOpenUrl] = useUntilNavigation<string | null>(null);
  return (
    <nav className="mobile-nav__primary" aria-label={t('site.primaryNavigation')}>
      <ul className="mobile-nav__list">
        {menu.map((item) => {
          if (!hasSubmenu(item)) {
            return (
              <li key={item.id} className="mobile-nav__item">
                <MenuLink url={item.url} label={item.name} className="mobile-nav__link" />
              </li>
            );
          }
          const expanded = openUrl === item.url;
          const panelId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className="mobile-nav__item">
              <button
                type="button"
                className={`mobile-nav__toggle${containsCurrentPage(item, pathname) ? ' is-current-branch' : ''}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenUrl(expanded ? null : item.url)}
              >
                {item.name}
                <span className="menu-chevron" aria-hidden="true" />
              </button>
              <ul id={panelId} className="mobile-nav__sublist" hidden={!expanded}>
                <li>
                  <MenuLink url={item.url} label={t('menu.overview', { name: item.name })} className="mobile-nav__sublink" />
                </li>
                {(item.children ?? []).map((child) => (
                  <li key={child.id}>
                    <MenuLink url={child.url} label={child.name} className="mobile-nav__sublink" />
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

export function MobileNavigation({ menu, side, open, onOpenChange, secondary }: MobileNavigationProps) {
  const t = useT();
  const dialogId = useId();
  const titleId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      burgerRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    // Grown to the desktop layout while open: the burger is gone, so is its menu.
    if (!open) return undefined;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) onOpenChange(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: React's state closes the dialog, so that it stays the one truth about it.
    event.preventDefault();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    trapFocus(event.currentTarget, event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop reaches the dialog element itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className="burger"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(!open)}
      >
        <span className="burger__bars" aria-hidden="true" />
        <span className="visually-hidden">{t('menu.open')}</span>
      </button>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own click is the backdrop's (outside click closes), its keydown keeps Tab inside; both have keyboard equivalents (Escape, the close button) */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={`mobile-nav mobile-nav--${side}`}
        aria-modal="true"
        aria-labelledby={titleId}
        onCancel={onCancel}
        onClose={close}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {/* Its content exists from its first opening on (and so through the closing slide): a
            closed dialog shows nothing to anyone, and the desktop menu carries the same links
            in every page's markup. */}
        {opened ? (
          <>
            <div className="mobile-nav__head">
              <h2 id={titleId} className="mobile-nav__title">
                {t('menu.dialog')}
              </h2>
              <button ref={closeRef} type="button" className="mobile-nav__close" onClick={close}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('menu.close')}</span>
              </button>
            </div>
            <Accordion menu={menu} />
            <nav className="mobile-nav__secondary" aria-label={t('menu.secondary')}>
              {secondary}
            </nav>
          </>
        ) : null}
      </dialog>
    </>
  );
}
