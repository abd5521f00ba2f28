import type { ReactNode } from 'react';
import { CloseIcon } from '../chrome/icons';

/**
 * The filters' panel; at 768px and under (with JavaScript) it is hidden behind the Filters toggle and
 * has a close icon (enhance/filters-panel.ts). Without JavaScript the panel is always shown.
 */
export function FiltersPanel({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      <button type="button" className="filters__toggle" aria-expanded="false" aria-controls="newsroom-filters">
        Filters{count ? ` (${count})` : ''}
      </button>
      <div id="newsroom-filters" className="filters__panel">
        <button type="button" className="filters__close icon-button" aria-label="Close filters">
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}
