import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaField } from './MediaField';

vi.mock('../images/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../images/api')>()),
  listImages: async () => [],
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let column: HTMLDivElement;
let root: Root;

beforeEach(() => {
  // The side panel column: contained, so a fixed dialog inside it would be placed and clipped by it.
  column = document.createElement('div');
  column.style.contain = 'layout paint';
  document.body.append(column);
  root = createRoot(column);
});
afterEach(() => {
  act(() => root.unmount());
  column.remove();
});

describe('MediaField', () => {
  it('opens the image library over the whole window, outside the field column, and closes it', async () => {
    await act(async () => root.render(<MediaField id="hero-image" value={null} onChange={() => {}} />));
    await act(async () => column.querySelector<HTMLButtonElement>('button')!.click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    expect(column.contains(dialog)).toBe(false);
    expect(dialog!.closest('.backdrop')!.parentElement).toBe(document.body);
    await act(async () => dialog!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
