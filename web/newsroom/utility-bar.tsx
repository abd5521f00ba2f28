'use client';
import { useEffect, useState } from 'react';
import type { NavLink } from '../chrome/links';
import { ChevronIcon } from '../chrome/icons';

/** Spec: the utility bar gets its scrolled look after 100px. */
export const SCROLL_THRESHOLD_PX = 100;

/**
 * The newsroom's utility bar: sticky, with a scrolled look after 100px, and under 991px a toggle that
 * shows or hides its links (without JavaScript the links stay shown: the CSS hides them only under `.js`).
 */
export function UtilityBar({
  title,
  links,
  texts,
}: {
  title: string;
  /** The links with their labels in the page's locale. */
  links: readonly NavLink[];
  texts: { links: string; show: string; hide: string };
}) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className={scrolled ? 'utility-bar utility-bar--scrolled' : 'utility-bar'}>
      <div className="container utility-bar__inner">
        <p className="utility-bar__title">{title}</p>
        <button type="button" className="utility-bar__toggle" aria-expanded={open} aria-controls="utility-links" onClick={() => setOpen((o) => !o)}>
          <span className="sr-only">{open ? texts.hide : texts.show}</span>
          <ChevronIcon />
        </button>
        <nav aria-label={texts.links} id="utility-links" className={open ? 'utility-bar__links utility-bar__links--open' : 'utility-bar__links'}>
          <ul role="list">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
