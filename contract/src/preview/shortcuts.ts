/**
 * The builder's keyboard shortcuts, one map for the builder and for the page it frames (pressed there
 * outside an in-place edit, they are passed to the builder):
 * - Ctrl or ⌘ with Z undoes, with Shift+Z or Y redoes, with S saves (never with Alt: AltGr types
 *   characters on many keyboards);
 * - F6 moves the keyboard to the next region of the builder (top bar, palette, outline, page,
 *   fields), Shift+F6 to the previous one;
 * - "?" lists every shortcut, unless it is typed into a text.
 */
export const SHORTCUT_COMMANDS = ['undo', 'redo', 'save', 'next-region', 'previous-region', 'shortcuts'] as const;
export type ShortcutCommand = (typeof SHORTCUT_COMMANDS)[number];

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The keys of each command, as the shortcuts dialog shows them (the first one on Windows and Linux, then on a Mac). */
export const SHORTCUT_KEYS: Readonly<Record<ShortcutCommand, readonly string[]>> = {
  undo: ['Ctrl+Z', '⌘Z'],
  redo: ['Ctrl+Shift+Z', 'Ctrl+Y', '⌘⇧Z'],
  save: ['Ctrl+S', '⌘S'],
  'next-region': ['F6'],
  'previous-region': ['Shift+F6'],
  shortcuts: ['?'],
};

/**
 * The command a key press stands for, or null. `inText`: the key goes to a text being typed (an
 * input, a text area, an editable text), where "?" is a character, not a shortcut.
 */
export function shortcutOf(event: ShortcutKey, inText = false): ShortcutCommand | null {
  if (event.altKey) return null;
  const modified = event.ctrlKey || event.metaKey;
  if (event.key === 'F6' && !modified) return event.shiftKey ? 'previous-region' : 'next-region';
  if (event.key === '?' && !modified) return inText ? null : 'shortcuts';
  if (!modified) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 's') return 'save';
  return null;
}

/** Whether a key press goes to a text being typed (an input, a text area, an editable text). */
export function isTextTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object' || !('closest' in target) || typeof target.closest !== 'function') return false;
  const element = target as { closest(selector: string): unknown; isContentEditable?: boolean };
  return !!element.isContentEditable || !!element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
