import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN_PX, NearViewport } from './near-viewport';

/** A stand-in IntersectionObserver (jsdom has none) that records what it watches and can report. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('NearViewport', () => {
  it('watches cards registered before and after connecting, with the canvas as root and the margin', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const near = new NearViewport();
    const root = document.createElement('section');
    const early = document.createElement('li');
    const late = document.createElement('li');
    const seen: string[] = [];
    near.observe(early, (value) => seen.push(`early ${value}`));
    near.connect(root);
    const observer = FakeObserver.last!;
    expect(observer.options).toEqual({ root, rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    near.observe(late, (value) => seen.push(`late ${value}`));
    expect([...observer.watched]).toEqual([early, late]);
    observer.report(late, true);
    observer.report(early, false);
    expect(seen).toEqual(['late true', 'early false']);
  });

  it('stops watching a card when it unsubscribes, and everything on disconnect', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const near = new NearViewport();
    near.connect(null);
    const card = document.createElement('li');
    const callback = vi.fn();
    const stop = near.observe(card, callback);
    stop();
    const observer = FakeObserver.last!;
    expect(observer.watched.size).toBe(0);
    observer.report(card, true);
    expect(callback).not.toHaveBeenCalled();
    near.observe(card, callback);
    near.disconnect();
    expect(observer.watched.size).toBe(0);
  });

  it('calls every card near when the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const near = new NearViewport();
    near.connect(document.createElement('section'));
    const callback = vi.fn();
    near.observe(document.createElement('li'), callback);
    expect(callback).toHaveBeenCalledWith(true);
  });
});
