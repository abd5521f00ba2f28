'use client';
import { useRef, type ReactNode } from 'react';
import { ChevronIcon } from './icons';
import { useDetailsMenu } from './dismiss';

/**
 * The Sign In menu: a <details> around its list of external links (`children`, rendered on the server with
 * the page's texts); with JavaScript, Escape and a click outside close it.
 */
export function SignInMenu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details className="menu signin" ref={ref}>
      <summary>
        {label} <ChevronIcon />
      </summary>
      {children}
    </details>
  );
}
