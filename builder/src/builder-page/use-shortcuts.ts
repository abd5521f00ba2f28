import { useEffect } from 'react';
import { shortcutOf } from 'contract/preview';
import { save } from '../publish/save';
import { useBuilder } from '../store/store';

/** The builder's keys anywhere on the page (contract/preview's shortcut map, which the framed page passes on too). */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = shortcutOf(event);
      if (!command) return;
      event.preventDefault();
      if (command === 'undo') useBuilder.getState().undo();
      else if (command === 'redo') useBuilder.getState().redo();
      else void save('draft');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
