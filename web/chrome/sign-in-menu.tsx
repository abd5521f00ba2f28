'use client';
import { useRef } from 'react';
import type { NavLink } from './links';
import { ChevronIcon } from './icons';
import { ExternalLinkList } from './external-link-list';
import { useDetailsMenu } from './dismiss';

/** The Sign In menu: a <details> of external links (new tab); with JavaScript, Escape and a click outside close it. */
export function SignInMenu({ label, links }: { label: string; links: readonly NavLink[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details className="menu signin" ref={ref}>
      <summary>
        {label} <ChevronIcon />
      </summary>
      <ExternalLinkList links={links} className="menu__list" />
    </details>
  );
}
