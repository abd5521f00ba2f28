import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Where the palette inserts next when the editor chose an insert point ("+") on the page canvas:
 * a position on the page (0 = before the first block), or null (the palette inserts after the
 * selected block, as before).
 */
export const useInsertPoint = create<{ position: number | null }>(() => ({ position: null }));

export const setInsertPoint = (position: number | null) => useInsertPoint.setState({ position });

/** The chosen position, once: the palette's next insert uses it, later ones do not. */
export function takeInsertPoint(): number | undefined {
  const { position } = useInsertPoint.getState();
  if (position === null) return undefined;
  useInsertPoint.setState({ position: null });
  return position;
}

/** While an insert point is chosen, Escape cancels it (unless something nearer, a dialog or a drag, took the key). */
export function useEscapeCancelsInsert(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setInsertPoint(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
