'use client';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '../chrome/icons';
import { useDismiss } from '../chrome/dismiss';

/**
 * The filters' panel: at 768px and under it is hidden behind the Filters toggle and has a close icon
 * that returns to the toggle; Escape and a click outside it close it too. Without JavaScript the panel
 * is always shown (the CSS hides it only under `.js`).
 */
export function FiltersPanel({ toggleLabel, closeLabel, children }: { toggleLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  useDismiss(open, close, { panel, toggle });
  return (
    <>
      <button type="button" ref={toggle} className="filters__toggle" aria-expanded={open} aria-controls="newsroom-filters" onClick={() => setOpen((o) => !o)}>
        {toggleLabel}
      </button>
      <div id="newsroom-filters" ref={panel} className={open ? 'filters__panel filters__panel--open' : 'filters__panel'}>
        <button type="button" className="filters__close icon-button" aria-label={closeLabel} onClick={() => close(true)}>
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}
