'use client';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../chrome/icons';

/**
 * A filter dropdown: a <details> menu (opens without JavaScript). With JavaScript, a choice or a click
 * elsewhere closes it, and Escape closes it and returns to its summary.
 */
export function Dropdown({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      const summary = details?.querySelector('summary');
      if (!details?.open || summary?.contains(event.target as Node)) return;
      details.open = false;
      // After a choice, keep the keyboard user on the dropdown instead of a now hidden option.
      if (details.contains(event.target as Node)) summary?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key === 'Escape' && ref.current?.open) {
      ref.current.open = false;
      ref.current.querySelector('summary')?.focus();
    }
  }
  return (
    <details className="menu filter-dropdown" ref={ref} onKeyDown={onKeyDown} data-testid={testId}>
      <summary>
        {title}
        {count ? <span className="filter-dropdown__count"> ({count})</span> : null} <ChevronIcon />
      </summary>
      {children}
    </details>
  );
}
