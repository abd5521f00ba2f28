import type { BuilderCommand } from '../protocol';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The builder's shortcuts, as the page passes them on: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y
 * redo, Ctrl/⌘+S save (the builder keeps the same map for its own window). Null for any other key.
 */
export function shortcutCommand(event: Keys): Exclude<BuilderCommand, 'leave'> | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 's') return 'save';
  return null;
}
