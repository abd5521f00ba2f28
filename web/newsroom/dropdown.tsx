'use client';
import { useRef, type ReactNode } from 'react';
import { ChevronIcon } from '../chrome/icons';
import { useDetailsMenu } from '../chrome/dismiss';

/**
 * A filter dropdown: a <details> menu (opens without JavaScript). With JavaScript, a choice or a click
 * elsewhere closes it (after a choice the keyboard stays on its summary), and Escape closes it and
 * returns to its summary.
 */
export function Dropdown({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details className="menu filter-dropdown" ref={ref} data-testid={testId}>
      <summary>
        {title}
        {count ? <span className="filter-dropdown__count"> ({count})</span> : null} <ChevronIcon />
      </summary>
      {children}
    </details>
  );
}
