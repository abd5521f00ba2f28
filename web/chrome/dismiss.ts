'use client';
import { useEffect, type RefObject } from 'react';

/**
 * A <details> menu that, with JavaScript, closes on a click elsewhere or on one of its choices (the
 * keyboard then stays on its summary), on Escape (back to its summary), and when the keyboard leaves
 * it (Tab past its last choice or Shift+Tab before its summary). Without JavaScript it is
 * a plain <details>: it opens and closes with its summary. Used by the Sign In menu and the newsroom's
 * filter dropdowns.
 */
export function useDetailsMenu(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = () => details.querySelector('summary');
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!details.open || (target && summary()?.contains(target))) return;
      details.open = false;
      if (target && details.contains(target)) summary()?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault(); // handled: a panel around the menu (useDismiss) stays open
      details.open = false;
      summary()?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) details.open = false;
    };
    document.addEventListener('click', onClick);
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('click', onClick);
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}

/**
 * A disclosure panel (opened by a toggle button) that closes on Escape (the focus goes back to the
 * toggle when it was in the panel; an Escape a menu inside the panel handled only closes that menu) and on a click outside the panel and its toggle (the focus stays
 * where the click put it).
 */
export function useDismiss(
  open: boolean,
  close: (returnFocus: boolean) => void,
  refs: { panel: RefObject<HTMLElement | null>; toggle: RefObject<HTMLElement | null> },
): void {
  useEffect(() => {
    if (!open) return;
    const inside = (node: Node | null): boolean => !!node && !!(refs.panel.current?.contains(node) || refs.toggle.current?.contains(node));
    const onPointer = (event: MouseEvent) => {
      if (!inside(event.target instanceof Node ? event.target : null)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(inside(document.activeElement));
    };
    document.addEventListener('click', onPointer);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, refs.panel, refs.toggle]);
}
