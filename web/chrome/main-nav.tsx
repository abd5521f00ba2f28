'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavLink } from './links';
import { CloseIcon, MenuIcon } from './icons';
import { useDismiss } from './dismiss';

export const MAIN_NAV_PANEL_ID = 'main-nav-panel';

/**
 * The main navigation. Wide screens show its links in the header. Under 992px, with JavaScript, a
 * Menu button (aria-expanded, aria-controls) opens them as a panel under the header: the focus moves to
 * the first link; Escape closes it (focus back on the button), so do a click outside, tabbing out of it,
 * following one of its links and any navigation. Without JavaScript there is no button: the links wrap
 * under the brand (the CSS hides the panel only under `.js`, set by the document's inline script).
 */
export function MainNav({ links, texts }: { links: readonly NavLink[]; texts: { label: string; openMenu: string; closeMenu: string } }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  useDismiss(open, close, { panel, toggle });

  // Any navigation closes it (the links are plain links; this covers the router's own navigations).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (open) panel.current?.querySelector('a')?.focus();
  }, [open]);

  return (
    <>
      <button
        type="button"
        ref={toggle}
        className="menu-toggle icon-button"
        aria-expanded={open}
        aria-controls={MAIN_NAV_PANEL_ID}
        aria-label={open ? texts.closeMenu : texts.openMenu}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        aria-label={texts.label}
        id={MAIN_NAV_PANEL_ID}
        ref={panel}
        className={open ? 'main-nav main-nav--open' : 'main-nav'}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (open && next instanceof Node && !panel.current?.contains(next) && !toggle.current?.contains(next)) setOpen(false);
        }}
      >
        <ul role="list">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => setOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
