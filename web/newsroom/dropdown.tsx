'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronIcon } from '../chrome/icons';

/**
 * A filter dropdown: a <details> menu (opens without JavaScript). With JavaScript, a choice or a click
 * elsewhere closes it (after a choice the keyboard stays on its summary), and Escape closes it and
 * returns to its summary.
 */
export function Dropdown({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const summary = details.querySelector('summary');
      if (!details.open || (target && summary?.contains(target))) return;
      details.open = false;
      if (target && details.contains(target)) summary?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    details.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      details.removeEventListener('keydown', onKeyDown);
    };
  }, []);
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
