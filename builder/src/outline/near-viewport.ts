import { createContext, useContext, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far outside the outline's visible part a row still counts as near (above and below). The
 * outline's rows are 42 px apart (the cards were about twice as tall): 400 px keeps about 30 rows
 * bound, as before, so a keyboard drag's move re-renders as few bindings.
 */
export const NEAR_MARGIN_PX = 400;
/** Cards at these first positions start as near, before the observer has reported anything. */
export const INITIALLY_NEAR = 24;

export type NearCallback = (near: boolean) => void;

/**
 * One IntersectionObserver for every card of the canvas (`root` is the scrolling canvas), telling
 * each card whether it is within NEAR_MARGIN_PX of the visible part. Where the browser has no
 * IntersectionObserver every card is near.
 */
export class NearViewport {
  private readonly callbacks = new Map<Element, NearCallback>();
  private observer: IntersectionObserver | null = null;

  connect(root: Element | null): void {
    this.observer?.disconnect();
    this.observer = null;
    if (typeof IntersectionObserver === 'undefined') return;
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) this.callbacks.get(entry.target)?.(entry.isIntersecting);
      },
      { root, rootMargin: `${NEAR_MARGIN_PX}px 0px` },
    );
    for (const element of this.callbacks.keys()) this.observer.observe(element);
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  observe(element: Element, callback: NearCallback): () => void {
    this.callbacks.set(element, callback);
    if (this.observer) this.observer.observe(element);
    else if (typeof IntersectionObserver === 'undefined') callback(true);
    return () => {
      this.callbacks.delete(element);
      this.observer?.unobserve(element);
    };
  }
}

export const NearViewportContext = createContext<NearViewport | null>(null);

/** Whether the element is near the canvas's visible part (see NearViewport); `initial` until reported. */
export function useNearViewport(ref: RefObject<Element | null>, initial: boolean): boolean {
  const near = useContext(NearViewportContext);
  const [isNear, setNear] = useState(initial || !near);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!near || !element) return;
    return near.observe(element, setNear);
  }, [near, ref]);
  return isNear;
}
