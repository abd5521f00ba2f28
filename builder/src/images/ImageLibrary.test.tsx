import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadFile } from '../store/slices/images';
import { ImageLibrary } from './ImageLibrary';

const photo: UploadFile = { id: 1, name: 'photo.jpg', alternativeText: 'A photo', url: '/uploads/photo.jpg', mime: 'image/jpeg' };

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  listImages: async () => [photo],
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function open(onClose: () => void) {
  await act(async () => root.render(<ImageLibrary onClose={onClose} />));
}
const pressEscape = (target: Element) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
// React Aria puts modal dialogs at the end of the body, outside the container.
const dialog = (name: RegExp) => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find((d) => name.test(d.textContent ?? ''));

describe('ImageLibrary: Escape', () => {
  it('opens with the focus inside it, on its first control, and Escape closes it', async () => {
    const onClose = vi.fn();
    await open(onClose);
    expect(dialog(/Images/)?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.id).toBe('upload-file');
    pressEscape(document.activeElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cancels an open delete confirmation first, and leaves the library open', async () => {
    const onClose = vi.fn();
    await open(onClose);
    const remove = document.querySelector<HTMLButtonElement>('.image-actions .danger')!;
    act(() => remove.click());
    expect(dialog(/Delete photo\.jpg\?/)).toBeDefined();
    expect(document.activeElement?.textContent).toBe('Cancel');

    pressEscape(document.activeElement!);
    expect(dialog(/Delete photo\.jpg\?/)).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog(/Images/)).toBeDefined();
    // The focus goes back to the library (React Aria restores it after a frame).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(dialog(/Images/)?.contains(document.activeElement)).toBe(true);

    pressEscape(document.activeElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', async () => {
    const onClose = vi.fn();
    await open(onClose);
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
