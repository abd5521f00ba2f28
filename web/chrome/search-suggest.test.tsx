// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchSuggest, SUGGEST_DEBOUNCE_MS, type Suggestion } from './search-suggest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUGGESTIONS: Suggestion[] = [
  { title: 'Glass tower', href: '/en-US/newsroom/glass-tower', category: 'Customer Stories' },
  { title: 'Tower offices', href: '/en-US/tower-offices', category: 'Page' },
];

let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ data: new URL(url, 'http://x').searchParams.get('q') === 'zz' ? [] : SUGGESTIONS })));
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<SearchSuggest locale="en-US" label="Search" placeholder="Search" listLabel="Suggestions" />);
  });
  const input = container.querySelector<HTMLInputElement>('input')!;
  const list = container.querySelector<HTMLUListElement>('[role="listbox"]')!;
  return { input, list };
}
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const key = (input: HTMLInputElement, name: string) =>
  act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the header search box', () => {
  it('asks once, 200 ms after the last key, and shows the answer as a listbox of options', async () => {
    const { input, list } = await mount();
    expect(input.getAttribute('role')).toBe('combobox');
    await type(input, 'to');
    await wait(100);
    await type(input, 'tow');
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/search/suggest?q=tow&locale=en-US');
    expect(list.hidden).toBe(false);
    expect([...list.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Glass towerCustomer Stories', 'Tower officesPage']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the options with the arrows (round through the input), opens the chosen one with Enter, closes with Escape', async () => {
    const { input, list } = await mount();
    await type(input, 'tow');
    await wait(SUGGEST_DEBOUNCE_MS);
    const options = [...list.querySelectorAll('[role="option"]')];
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await key(input, 'ArrowDown');
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await key(input, 'ArrowUp');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await key(input, 'Enter');
    expect(assign).toHaveBeenCalledWith('/en-US/tower-offices');
    await key(input, 'Escape');
    expect(list.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing for one character, and shows no suggestions when none match', async () => {
    const { input, list } = await mount();
    await type(input, 't');
    await wait(SUGGEST_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    await type(input, 'zz');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(list.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
