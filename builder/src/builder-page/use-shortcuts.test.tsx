import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuilder } from '../store/store';
import { useShortcuts } from './use-shortcuts';
import { useShortcutsDialog } from './ShortcutsDialog';

const save = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../publish/save', () => ({ save }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  useShortcuts();
  return null;
}

let root: Root;
const undo = vi.fn();
const redo = vi.fn();
beforeEach(() => {
  undo.mockClear();
  redo.mockClear();
  save.mockClear();
  useBuilder.setState({ undo, redo });
  root = createRoot(document.createElement('div'));
  act(() => root.render(<Page />));
});
afterEach(() => act(() => root.unmount()));

/** Presses a key on the page; whether the builder took it (the browser's own action prevented). */
const press = (key: string, modifiers: KeyboardEventInit = { ctrlKey: true }) =>
  !window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, ...modifiers }));

describe('useShortcuts', () => {
  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Cmd+S saves the draft', () => {
    expect(press('z')).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press('y')).toBe(true);
    expect(redo).toHaveBeenCalledTimes(2);
    expect(press('s', { metaKey: true })).toBe(true);
    expect(save).toHaveBeenCalledWith('draft');
  });

  it('leaves other keys, Alt combinations and keys without Ctrl to the browser; none after the page is left', () => {
    expect(press('b')).toBe(false);
    expect(press('z', { ctrlKey: true, altKey: true })).toBe(false);
    expect(press('z', {})).toBe(false);
    act(() => root.unmount());
    expect(press('z')).toBe(false);
    expect(undo).not.toHaveBeenCalled();
    root = createRoot(document.createElement('div'));
  });

  it('"?" opens the shortcuts list, except in a text, where it is typed; F6 moves between regions', () => {
    expect(press('?', { shiftKey: true })).toBe(true);
    expect(useShortcutsDialog.getState().open).toBe(true);
    useShortcutsDialog.getState().setOpen(false);
    const input = document.body.appendChild(document.createElement('input'));
    expect(!input.dispatchEvent(new KeyboardEvent('keydown', { key: '?', shiftKey: true, cancelable: true, bubbles: true }))).toBe(false);
    expect(useShortcutsDialog.getState().open).toBe(false);
    document.body.innerHTML = '<div id="top-bar"><button id="publish">Publish</button></div><aside id="palette"><input type="search" id="search"></aside>';
    expect(press('F6', {})).toBe(true);
    expect(document.activeElement?.id).toBe('publish');
    expect(press('F6', {})).toBe(true);
    expect(document.activeElement?.id).toBe('search');
    // Behind a dialog, F6 and "?" are the dialog's.
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    expect(press('F6', {})).toBe(false);
    document.body.innerHTML = '';
  });
});
