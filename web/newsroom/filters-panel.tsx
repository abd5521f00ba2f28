'use client';
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '../chrome/icons';

/**
 * The filters' panel: at 768px and under it is hidden behind the Filters toggle and has a close icon
 * that returns to the toggle. Without JavaScript the panel is always shown (the CSS hides it only under `.js`).
 */
export function FiltersPanel({ toggleLabel, closeLabel, children }: { toggleLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={toggle} className="filters__toggle" aria-expanded={open} aria-controls="newsroom-filters" onClick={() => setOpen((o) => !o)}>
        {toggleLabel}
      </button>
      <div id="newsroom-filters" className={open ? 'filters__panel filters__panel--open' : 'filters__panel'}>
        <button
          type="button"
          className="filters__close icon-button"
          aria-label={closeLabel}
          onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}
