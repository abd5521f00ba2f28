import { describe, expect, it } from 'vitest';
import { shortcutOf, type ShortcutKey } from './shortcuts.js';

const press = (key: string, modifiers: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcutOf', () => {
  it.each([
    [press('z', { ctrlKey: true }), 'undo'],
    [press('Z', { metaKey: true }), 'undo'],
    [press('z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('s', { metaKey: true }), 'save'],
  ] as const)('%o is %s', (event, command) => {
    expect(shortcutOf(event)).toBe(command);
  });

  it.each([press('z'), press('s', { shiftKey: true }), press('z', { ctrlKey: true, altKey: true }), press('x', { ctrlKey: true })])(
    '%o is no shortcut',
    (event) => {
      expect(shortcutOf(event)).toBeNull();
    },
  );
});
