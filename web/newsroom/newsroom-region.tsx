import type { ReactNode } from 'react';

/**
 * The region of the newsroom that changes with its state (filters and page). enhance/navigation.ts
 * turns a click on a filter, pill or pagination link (`data-nav`) into an in-place navigation that
 * swaps this region for the same region of the target URL's server-rendered page; the status line
 * announces the loading. Without JavaScript the links just work.
 */
export function NewsroomRegion({ children }: { children: ReactNode }) {
  return (
    <div className="newsroom__body" data-newsroom-region="">
      <p className="sr-only newsroom__status" role="status" />
      {children}
    </div>
  );
}
