import { describe, expect, it } from 'vitest';
import { isTextTarget, SHORTCUT_COMMANDS, SHORTCUT_KEYS, shortcutOf, type ShortcutKey } from './shortcuts.js';

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
    [press('F6'), 'next-region'],
    [press('F6', { shiftKey: true }), 'previous-region'],
    [press('?', { shiftKey: true }), 'shortcuts'],
  ] as const)('%o is %s', (event, command) => {
    expect(shortcutOf(event)).toBe(command);
  });

  it.each([
    press('z'),
    press('s', { shiftKey: true }),
    press('z', { ctrlKey: true, altKey: true }),
    press('x', { ctrlKey: true }),
    press('F6', { ctrlKey: true }),
    press('?', { ctrlKey: true }),
  ])('%o is no shortcut', (event) => {
    expect(shortcutOf(event)).toBeNull();
  });
});

describe('"?" in a text', () => {
  it('is a character there, and the shortcuts list elsewhere', () => {
    expect(shortcutOf(press('?', { shiftKey: true }), true)).toBeNull();
    expect(shortcutOf(press('F6'), true)).toBe('next-region');
    const element = (selector: string | null, isContentEditable = false) => ({
      isContentEditable,
      closest: (s: string) => (selector && s.includes(selector) ? {} : null),
    });
    expect(isTextTarget(element('input'))).toBe(true);
    expect(isTextTarget(element(null, true))).toBe(true);
    expect(isTextTarget(element(null))).toBe(false);
    expect(isTextTarget(null)).toBe(false);
  });

  it('every command has its keys to show', () => {
    for (const command of SHORTCUT_COMMANDS) expect(SHORTCUT_KEYS[command].length).toBeGreaterThan(0);
  });
});
