import { useEffect } from 'react';
import { type FrameRequest, isTextTarget, shortcutOf } from 'contract/preview';
import styles from '../edit-overlay.module.css';

interface Options {
  ask(request: FrameRequest): void;
  selected: number | null;
  /** Takes the key first when a text is being edited (true: the key was the edit's). */
  editKey(event: KeyboardEvent): boolean;
  editSelected(index: number): void;
}

/**
 * The keyboard on the page, outside an in-place edit: the builder's shortcuts (undo, redo, save, F6
 * regions, "?" for the shortcuts list) are passed to the builder, Escape gives the keyboard back to the builder, Enter on a selected block
 * edits its text in place (not on the page's own controls, nor on the overlay's buttons).
 */
export function usePageShortcuts({ ask, selected, editKey, editSelected }: Options): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // While editing a text, its keys are the text's own (the shortcuts too).
      if (editKey(event)) return;
      const command = shortcutOf(event, isTextTarget(event.target));
      if (command) {
        event.preventDefault();
        ask({ type: 'preview:command', command });
        return;
      }
      if (event.key === 'Escape') {
        ask({ type: 'preview:command', command: 'leave' });
        return;
      }
      const target = event.target as Element;
      const onControl = target instanceof HTMLElement && target.closest('button, a, input, textarea, select, summary') && !target.closest(`.${styles.layer}`);
      if (event.key === 'Enter' && selected !== null && !onControl && !(target instanceof HTMLElement && target.closest(`.${styles.layer}`))) {
        event.preventDefault();
        editSelected(selected);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ask, editKey, editSelected, selected]);
}
