import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuilder } from '../store/store';
import { ALERT_DISMISS_MS, AlertBar } from './AlertBar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<AlertBar />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  act(() => useBuilder.getState().hideAlert());
  vi.useRealTimers();
});

const shown = () => container.querySelector('[data-testid="alert"]')?.textContent ?? null;
const show = (type: 'success' | 'error' | 'warning' | 'info', message: string) => act(() => useBuilder.getState().showAlert(type, message));

describe('AlertBar', () => {
  it('lets a success fade after a few seconds', () => {
    show('success', 'Draft saved.');
    expect(shown()).toContain('Draft saved.');
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS + 1));
    expect(shown()).toBeNull();
  });

  it('keeps an error and a warning until dismissed', () => {
    show('error', 'Not saved: Page › Slug is already used');
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS * 10));
    expect(shown()).toContain('Not saved');
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Dismiss message"]')!.click());
    expect(shown()).toBeNull();
    show('warning', 'The CMS is not reachable');
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS * 10));
    expect(shown()).toContain('not reachable');
  });

  it('replaces an error by the next alert, which fades if it is a success', () => {
    show('error', 'Not saved');
    show('success', 'Draft saved.');
    expect(shown()).toContain('Draft saved.');
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS + 1));
    expect(shown()).toBeNull();
  });
});
