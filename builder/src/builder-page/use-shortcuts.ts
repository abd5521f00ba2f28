import { useEffect } from 'react';
import { isTextTarget, shortcutOf, type ShortcutCommand } from 'contract/preview';
import { save } from '../publish/save';
import { useBuilder } from '../store/store';
import { cycleRegion } from './regions';
import { useShortcutsDialog } from './ShortcutsDialog';

/** Performs one of the builder's shortcuts, pressed in the builder or on the page it frames. */
export function runShortcut(command: ShortcutCommand): void {
  if (command === 'undo') useBuilder.getState().undo();
  else if (command === 'redo') useBuilder.getState().redo();
  else if (command === 'save') void save('draft');
  else if (command === 'next-region') cycleRegion(1);
  else if (command === 'previous-region') cycleRegion(-1);
  else useShortcutsDialog.getState().setOpen(true);
}

/** The builder's keys anywhere on the page (contract/preview's shortcut map, which the framed page passes on too). */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = shortcutOf(event, isTextTarget(event.target));
      if (!command) return;
      // Behind an open dialog there are no regions to visit, nor a second dialog to open.
      const moves = command === 'next-region' || command === 'previous-region' || command === 'shortcuts';
      if (moves && document.querySelector('[aria-modal="true"], [role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      runShortcut(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
