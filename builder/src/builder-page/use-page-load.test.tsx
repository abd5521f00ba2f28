import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageLoad, type LoadState, type PageLoader } from './use-page-load';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = Exclude<LoadState, 'loading'>;

/** A CMS whose answers the test sends, per page, in the order it wants; `opened` is what the builder shows. */
function fakeCms() {
  const waiting = new Map<string, Array<(answer: Answer) => void>>();
  const opened: string[] = [];
  const loaderFor =
    (pageKey: string): PageLoader =>
    (_useLocalCopy, current) =>
      new Promise<Answer>((resolve) => waiting.set(pageKey, [...(waiting.get(pageKey) ?? []), resolve])).then((answer) => {
        if (!current()) return null;
        if (answer === 'ready') opened.push(pageKey);
        return answer;
      });
  const answer = (pageKey: string, value: Answer) =>
    act(async () => {
      const queue = waiting.get(pageKey)!;
      queue.shift()!(value);
    });
  return { loaderFor, answer, opened };
}

let container: HTMLDivElement;
let root: Root;
let reopen: (useLocalCopy: boolean) => Promise<void>;
let left: string[];

function Page({ pageKey, loadPage }: { pageKey: string; loadPage: PageLoader }) {
  const page = usePageLoad(pageKey, loadPage, (leftKey) => left.push(leftKey));
  useEffect(() => {
    reopen = page.reopen;
  });
  return <p>{page.load}</p>;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  left = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('usePageLoad', () => {
  it('is loading until the answer comes, then says how it went', async () => {
    const cms = fakeCms();
    const loadPage = cms.loaderFor('en-US');
    act(() => root.render(<Page pageKey="en-US" loadPage={loadPage} />));
    expect(container.textContent).toBe('loading');
    await cms.answer('en-US', 'missing');
    expect(container.textContent).toBe('missing');
  });

  it('opens the page chosen last when an earlier answer comes after it', async () => {
    const cms = fakeCms();
    const english = cms.loaderFor('en-US');
    const spanish = cms.loaderFor('es-US');
    act(() => root.render(<Page pageKey="en-US" loadPage={english} />));
    act(() => root.render(<Page pageKey="es-US" loadPage={spanish} />));
    expect(left).toEqual(['en-US']);
    await cms.answer('es-US', 'missing');
    await cms.answer('en-US', 'ready');
    expect(cms.opened).toEqual([]);
    expect(container.textContent).toBe('missing');
  });

  it('is loading again at once when another page is chosen after one was shown', async () => {
    const cms = fakeCms();
    act(() => root.render(<Page pageKey="en-US" loadPage={cms.loaderFor('en-US')} />));
    await cms.answer('en-US', 'ready');
    expect(container.textContent).toBe('ready');
    act(() => root.render(<Page pageKey="es-US" loadPage={cms.loaderFor('es-US')} />));
    expect(container.textContent).toBe('loading');
    await cms.answer('es-US', 'ready');
    expect(cms.opened).toEqual(['en-US', 'es-US']);
  });

  it('reopens a page on request, and a reopen started later wins over the first load', async () => {
    const cms = fakeCms();
    const loadPage = cms.loaderFor('en-US');
    act(() => root.render(<Page pageKey="en-US" loadPage={loadPage} />));
    await cms.answer('en-US', 'failed');
    expect(container.textContent).toBe('failed');
    act(() => void reopen(true));
    expect(container.textContent).toBe('loading');
    act(() => void reopen(true));
    await cms.answer('en-US', 'ready'); // the first reopen's answer: dropped
    expect(container.textContent).toBe('loading');
    await cms.answer('en-US', 'missing');
    expect(container.textContent).toBe('missing');
    expect(cms.opened).toEqual([]);
  });
});
