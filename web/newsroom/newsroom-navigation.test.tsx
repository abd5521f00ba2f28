// @vitest-environment jsdom
import { act, use, useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusPath, restoreFocus } from './focus-path';

/**
 * The newsroom's in-place navigation with a stand-in for Next's router: `push` renders the state it
 * is given as a transition that waits for its "server answer" (a promise the test settles), and the
 * new state's markup replaces the old one (a new key), as Next renders another page of [state].
 */
const router = { push: vi.fn<(href: string, options?: { scroll?: boolean }) => void>(), refresh: vi.fn<() => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const { NewsroomNavigation } = await import('./newsroom-navigation');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function StateMarkup({ label, answer }: { label: string; answer: Promise<void> | null }) {
  if (answer) use(answer);
  return (
    <>
      <details className="filter-dropdown" data-testid="filter-category">
        <summary>Content Type</summary>
        <a data-nav="filter" href="/en-US/newsroom?category=events">
          Events
        </a>
      </details>
      <h2 id="newsroom-grid-title" tabIndex={-1}>
        Latest news
      </h2>
      <p className="label">{label}</p>
      <nav>
        <a data-nav="page" href="/en-US/newsroom?page=2">
          Page 2
        </a>
        <a data-nav="page" href="/en-US/newsroom?page=3">
          Page 3
        </a>
        <a href="/en-US/newsroom?page=9">plain</a>
        <a data-nav="page" href="/en-US/newsroom?page=4" target="_blank">
          new tab
        </a>
        <a data-nav="page" href="https://elsewhere.example/en-US/newsroom?page=2">
          elsewhere
        </a>
      </nav>
    </>
  );
}

let clock = 0;
const now = () => clock;
let root: Root;
type Shown = { label: string; answer: Promise<void> | null };
/** The "server answer" of the navigation under way: settle it to let the new state render. */
let answer: { promise: Promise<void>; resolve: () => void } | null = null;
/** Renders another state (set by the page while it is mounted). */
let show: ((state: Shown) => void) | null = null;

function navigate(href: string) {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  answer = { promise, resolve };
  show?.({ label: href, answer: promise });
}

function Page({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<Shown>({ label: 'first', answer: null });
  useEffect(() => {
    show = setState;
    return () => {
      show = null;
    };
  }, []);
  return (
    <NewsroomNavigation now={now}>
      <StateMarkup key={state.label} label={state.label} answer={state.answer} />
      {children}
    </NewsroomNavigation>
  );
}

const region = () => document.querySelector('.newsroom__body')!;
const label = () => document.querySelector('.label')?.textContent;
const link = (selector: string) => document.querySelector<HTMLAnchorElement>(selector)!;
/** Clicks; true when the click was left to the browser (jsdom is then kept from following the link). */
async function click(selector: string, init: MouseEventInit = {}): Promise<boolean> {
  let leftToBrowser = false;
  window.addEventListener(
    'click',
    (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  await act(async () => {
    link(selector).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return leftToBrowser;
}
async function settleAnswer() {
  await act(async () => answer?.resolve());
}

beforeEach(async () => {
  clock = 1_000_000;
  window.history.replaceState(null, '', '/en-US/newsroom');
  Element.prototype.scrollIntoView = vi.fn();
  router.push.mockReset().mockImplementation(navigate);
  router.refresh.mockReset();
  answer = null;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Page />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe("the newsroom's in-place navigation", () => {
  it('a pagination click is a router push without scroll; busy while it loads, then the grid header is scrolled to and focused', async () => {
    expect(await click('a[href$="page=2"]')).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en-US/newsroom?page=2', { scroll: false });
    expect(router.refresh).not.toHaveBeenCalled();
    expect(region().classList.contains('newsroom__body--pending')).toBe(true);
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(region().querySelector('[role="status"]')!.textContent).toBe('Loading…');
    expect(label()).toBe('first');
    await settleAnswer();
    expect(label()).toBe('/en-US/newsroom?page=2');
    expect(region().classList.contains('newsroom__body--pending')).toBe(false);
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(region().querySelector('[role="status"]')!.textContent).toBe('');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('newsroom-grid-title');
  });

  it("a filter choice puts the focus on the same control of the new state's markup", async () => {
    const summary = link('[data-testid="filter-category"] summary');
    summary.focus();
    await act(async () => link('a[href$="category=events"]').focus());
    // The dropdown returns the keyboard to its summary after a choice (dropdown.tsx).
    await act(async () => summary.focus());
    await click('a[href$="category=events"]');
    await settleAnswer();
    expect(label()).toBe('/en-US/newsroom?category=events');
    const newSummary = link('[data-testid="filter-category"] summary');
    expect(newSummary).not.toBe(summary); // the markup was replaced…
    expect(document.activeElement).toBe(newSummary); // …and the focus found its place in it
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('does not move the focus when it was not in the region', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await click('a[href$="category=events"]');
    await settleAnswer();
    expect(document.activeElement).toBe(outside);
  });

  it('leaves plain links, modified and middle clicks, other windows and other origins to the browser', async () => {
    for (const [selector, init] of [
      ['a[href$="page=9"]', {}],
      ['a[href$="page=2"]', { ctrlKey: true }],
      ['a[href$="page=2"]', { metaKey: true }],
      ['a[href$="page=2"]', { shiftKey: true }],
      ['a[href$="page=2"]', { button: 1 }],
      ['a[target="_blank"]', {}],
      ['a[href^="https://elsewhere"]', {}],
    ] as const) {
      expect(await click(selector, init), `${selector} ${JSON.stringify(init)}`).toBe(true);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows a state visited less than 5 s ago from the router's cache; an older one at once, then refreshed", async () => {
    await click('a[href$="page=2"]');
    await settleAnswer();
    expect(router.refresh).not.toHaveBeenCalled();

    clock += 4_999;
    await click('a[href$="page=2"]');
    await settleAnswer();
    expect(router.push).toHaveBeenCalledTimes(2);
    expect(router.refresh).not.toHaveBeenCalled();

    clock += 1;
    await click('a[href$="page=2"]');
    await settleAnswer();
    expect(router.push).toHaveBeenCalledTimes(3);
    expect(router.refresh).toHaveBeenCalledTimes(1);

    // The refresh was a request: the 5 s start again from it.
    clock += 4_999;
    await click('a[href$="page=2"]');
    await settleAnswer();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('the page it was loaded with counts as fetched when it was loaded', async () => {
    await act(async () => root.unmount());
    window.history.replaceState(null, '', '/en-US/newsroom?page=2');
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Page />));
    clock += 6_000;
    await click('a[href$="page=2"]');
    await settleAnswer();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('focus paths', () => {
  it('find the same control in markup of the same structure, by the nearest id or test id', () => {
    const markup = '<div id="r"><div data-testid="t"><ul><li><a href="#a">a</a></li><li><a href="#b">b</a></li></ul></div><p><button>x</button></p></div>';
    document.body.innerHTML = markup;
    const first = document.getElementById('r')!;
    const path = focusPath(first, first.querySelector('a[href="#b"]'))!;
    expect(path).toEqual({ anchor: { attribute: 'data-testid', value: 't' }, path: [0, 1, 0] });
    expect(focusPath(first, first.querySelector('button'))).toEqual({ anchor: null, path: [1, 0] });
    expect(focusPath(first, document.body)).toBeNull();
    document.body.innerHTML = markup;
    const second = document.getElementById('r')!;
    expect(restoreFocus(second, path)).toBe(true);
    expect(document.activeElement).toBe(second.querySelector('a[href="#b"]'));
    expect(restoreFocus(second, { anchor: null, path: [1] })).toBe(false); // a <p> takes no focus
    expect(restoreFocus(second, { anchor: { attribute: 'id', value: 'gone' }, path: [] })).toBe(false);
  });
});
