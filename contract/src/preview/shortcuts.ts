/**
 * The builder's keyboard shortcuts, one map for the builder and for the page it frames (pressed there
 * outside an in-place edit, they are passed to the builder): Ctrl or ⌘ with Z undoes, with Shift+Z or
 * Y redoes, with S saves. Never with Alt (AltGr types characters on many keyboards).
 */
export type ShortcutCommand = 'undo' | 'redo' | 'save';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The command a key press stands for, or null. */
export function shortcutOf(event: ShortcutKey): ShortcutCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 's') return 'save';
  return null;
}
