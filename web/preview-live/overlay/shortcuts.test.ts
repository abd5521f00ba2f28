import { describe, expect, it } from 'vitest';
import { shortcutCommand } from './shortcuts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
  shortcutCommand({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers });

describe("the builder's shortcuts pressed on the page", () => {
  it.each([
    ['z', { ctrlKey: true }, 'undo'],
    ['z', { metaKey: true }, 'undo'],
    ['Z', { ctrlKey: true, shiftKey: true }, 'redo'],
    ['y', { ctrlKey: true }, 'redo'],
    ['s', { metaKey: true }, 'save'],
    ['S', { ctrlKey: true }, 'save'],
  ] as const)('%s with %o is %s', (key, modifiers, command) => {
    expect(press(key, modifiers)).toBe(command);
  });

  it('are nothing without Ctrl or ⌘, with Alt, or on another key', () => {
    expect(press('z')).toBeNull();
    expect(press('s', { shiftKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('x', { ctrlKey: true })).toBeNull();
    expect(press('Escape', { ctrlKey: true })).toBeNull();
  });
});
