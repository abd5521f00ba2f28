import type { ReactNode } from 'react';
import { ChevronIcon } from '../chrome/icons';

/**
 * A filter dropdown: a <details> menu (opens without JavaScript). With JavaScript
 * (enhance/dropdown.ts), a choice or a click elsewhere closes it, and Escape closes it and returns
 * to its summary.
 */
export function Dropdown({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <details className="menu filter-dropdown" data-testid={testId}>
      <summary>
        {title}
        {count ? <span className="filter-dropdown__count"> ({count})</span> : null} <ChevronIcon />
      </summary>
      {children}
    </details>
  );
}
