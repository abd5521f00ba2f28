// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceNavigation, snapshotOf } from './navigation';

/** A server-rendered newsroom page for a state: its region lists the state's label and links. */
function page(label: string, build = 'b1') {
  return `<!DOCTYPE html><html><head><title>Newsroom ${label}</title><meta name="build-id" content="${build}"></head><body>
    <header><a href="/en-US/other">Other</a></header>
    <div class="newsroom__body" data-newsroom-region="">
      <p class="sr-only" role="status"></p>
      <details class="filter-dropdown" data-testid="filter-category"><summary>Content Type</summary>
        <a data-nav="filter" href="/en-US/newsroom?category=events">Events</a></details>
      <h2 id="newsroom-grid-title" tabindex="-1">Latest news</h2>
      <p class="label">${label}</p>
      <nav><a data-nav="page" href="/en-US/newsroom?page=2">Page 2</a><a data-nav="page" href="/en-US/newsroom?page=3">Page 3</a><a href="/en-US/newsroom?page=9">plain</a></nav>
    </div></body></html>`;
}

const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

let clock = 0;
let fetchPage: ReturnType<typeof vi.fn<(url: string, signal: AbortSignal) => Promise<Response>>>;
let load: ReturnType<typeof vi.fn<(url: string) => void>>;
let enhance: ReturnType<typeof vi.fn<(region: Element) => void>>;
let controller: AbortController;

const label = () => document.querySelector('.label')?.textContent;
const region = () => document.querySelector('[data-newsroom-region]')!;
const click = (selector: string, init: MouseEventInit = {}) => document.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  clock = 1_000_000;
  controller = new AbortController();
  window.history.replaceState(null, '', '/en-US/newsroom');
  document.documentElement.innerHTML = new DOMParser().parseFromString(page('first'), 'text/html').documentElement.innerHTML;
  Element.prototype.scrollIntoView = vi.fn();
  fetchPage = vi.fn(async (url: string) => html(page(new URL(url).search || 'none')));
  load = vi.fn();
  enhance = vi.fn();
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

const start = () => enhanceNavigation({ enhance, fetchPage, load, now: () => clock, signal: controller.signal });

describe('snapshotOf', () => {
  it("reads a page's region, title and build id, or null without a region", () => {
    const doc = new DOMParser().parseFromString(page('x', 'b7'), 'text/html');
    expect(snapshotOf(doc)).toMatchObject({ title: 'Newsroom x', build: 'b7' });
    expect(snapshotOf(doc)!.region).toContain('<p class="label">x</p>');
    expect(snapshotOf(new DOMParser().parseFromString('<p>404</p>', 'text/html'))).toBeNull();
  });
});

describe('in-place navigation of the newsroom', () => {
  it('a pagination click fetches the page, swaps the region, pushes the URL, scrolls to and focuses the grid header', async () => {
    start();
    click('a[href$="page=2"]');
    expect(window.location.search).toBe('?page=2');
    expect(region().classList.contains('newsroom__body--pending')).toBe(true);
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(region().querySelector('[role="status"]')!.textContent).toBe('Loading…');
    await settle();
    expect(fetchPage).toHaveBeenCalledWith('http://localhost:3000/en-US/newsroom?page=2', expect.any(AbortSignal));
    expect(label()).toBe('?page=2');
    expect(document.title).toBe('Newsroom ?page=2');
    expect(region().classList.contains('newsroom__body--pending')).toBe(false);
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(enhance).toHaveBeenCalledWith(region());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('newsroom-grid-title');
    expect(load).not.toHaveBeenCalled();
  });

  it('a filter choice keeps the focus on the same control of the new markup', async () => {
    start();
    const summary = document.querySelector<HTMLElement>('[data-testid="filter-category"] summary')!;
    summary.focus();
    click('a[href$="category=events"]');
    await settle();
    expect(label()).toBe('?category=events');
    expect(document.activeElement).not.toBe(summary);
    expect(document.activeElement).toBe(document.querySelector('[data-testid="filter-category"] summary'));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves plain links, modified clicks and links outside the region to the browser', () => {
    start();
    for (const [selector, init] of [['a[href$="page=9"]', {}], ['a[href$="page=2"]', { ctrlKey: true }], ['a[href$="page=2"]', { button: 1 }], ['a[href$="other"]', {}]] as const) {
      expect(click(selector, init)).toBe(true); // not prevented
    }
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('shows a state fetched less than 5 s ago without a request; an older one at once, then refreshed', async () => {
    start();
    click('a[href$="page=2"]');
    await settle();
    window.history.back();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    await settle();
    expect(label()).toBe('first'); // the initial state, from the page itself
    expect(fetchPage).toHaveBeenCalledTimes(1);

    clock += 4_999;
    click('a[href$="page=2"]');
    expect(label()).toBe('?page=2');
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(1);

    clock += 5_000;
    fetchPage.mockImplementationOnce(async () => html(page('refreshed')));
    click('a[href$="page=2"]');
    expect(label()).toBe('?page=2'); // stale, shown at once…
    expect(region().classList.contains('newsroom__body--pending')).toBe(false);
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(label()).toBe('refreshed'); // …and replaced by the fresh answer
  });

  it('the newest click wins when answers come out of order', async () => {
    const answers: Record<string, (r: Response) => void> = {};
    fetchPage.mockImplementation((url) => new Promise((resolve) => (answers[new URL(url).search] = resolve)));
    start();
    click('a[href$="page=2"]');
    click('a[href$="page=3"]');
    answers['?page=3']!(html(page('three')));
    await settle();
    answers['?page=2']!(html(page('two')));
    await settle();
    expect(label()).toBe('three');
    expect(window.location.search).toBe('?page=3');
  });

  it('back during a load shows the previous state, and the late answer is dropped', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    start();
    click('a[href$="page=2"]');
    expect(window.location.search).toBe('?page=2');
    window.history.back();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    expect(window.location.search).toBe('');
    expect(label()).toBe('first');
    expect(region().classList.contains('newsroom__body--pending')).toBe(false);
    answer(html(page('two')));
    await settle();
    expect(label()).toBe('first');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['an error answer', () => html('<p>Internal Server Error</p>', 500)],
    ['a page without the region', () => html('<html><body><p>Page not found</p></body></html>')],
    ['another build of the site', () => html(page('new', 'b2'))],
    ['something that is not HTML', () => new Response('{}', { headers: { 'content-type': 'application/json' } })],
  ])('loads the whole page after %s', async (_, answer) => {
    fetchPage.mockImplementationOnce(async () => answer());
    start();
    click('a[href$="page=2"]');
    await settle();
    expect(load).toHaveBeenCalledWith('http://localhost:3000/en-US/newsroom?page=2');
    expect(label()).toBe('first');
  });

  it('loads the whole page when the request fails', async () => {
    fetchPage.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start();
    click('a[href$="page=3"]');
    await settle();
    expect(load).toHaveBeenCalledWith('http://localhost:3000/en-US/newsroom?page=3');
  });
});
