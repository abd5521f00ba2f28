import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { FIELD_ATTRIBUTE, FIELD_KIND_ATTRIBUTE, type FrameRequest } from 'contract/preview';
import { blockElementAt, blockIndexOf, fieldSelector } from './page-blocks';
import styles from '../edit-overlay.module.css';

interface Editing {
  element: HTMLElement;
  index: number;
  field: string;
  kind: 'html' | 'text';
  before: string;
  onBlur(): void;
}

export interface InlineEdit {
  /** Edits this marked text in place (a double click on it). */
  startEditing(element: HTMLElement): void;
  /** Edits the first marked text of the block at `index` (Enter on a selected block, its "Edit text" button). */
  editSelected(index: number): void;
  /** Ends the edit in progress, if any: its text goes to the builder (`commit`), or back to what it was. */
  finish(commit: boolean): void;
  /** Whether an edit is in progress in this element (its clicks place the caret; they select nothing). */
  isEditing(target: Element): boolean;
  /**
   * The keys of an edit in progress are the edit's: Escape, or Enter in a one-line text, commits it and
   * gives the keyboard back to the block's toolbar. True when an edit was in progress (nothing else
   * may act on the key), false when none was.
   */
  editKey(event: KeyboardEvent): boolean;
}

const valueOf = (element: HTMLElement, kind: Editing['kind']) => (kind === 'html' ? element.innerHTML : (element.textContent ?? ''));

/**
 * In-place editing of a block's marked texts. Keystrokes are the browser's own editing; Escape, Enter
 * in a one-line text, or leaving the text commits it to the builder (`preview:edit`). Rich text is sent
 * as HTML: the builder and the live render sanitise it. The start and the end of each edit are
 * announced (`preview:editing`): the page holds drafts back meanwhile (live-draft.tsx), and the builder
 * warns before the editor leaves with a text still being written.
 */
export function useInlineEdit(ask: (request: FrameRequest) => void, toolbar: RefObject<HTMLElement | null>): InlineEdit {
  const editing = useRef<Editing | null>(null);

  const finish = useCallback(
    (commit: boolean) => {
      const current = editing.current;
      if (!current) return;
      editing.current = null;
      const { element, index, field, kind, before, onBlur } = current;
      element.removeEventListener('blur', onBlur);
      element.removeAttribute('contenteditable');
      element.classList.remove(styles.editing);
      const value = valueOf(element, kind);
      if (commit && value !== before) ask({ type: 'preview:edit', index, field, value });
      if (!commit && value !== before) {
        if (kind === 'html') element.innerHTML = before;
        else element.textContent = before;
      }
      ask({ type: 'preview:editing', editing: false });
    },
    [ask],
  );

  const startEditing = useCallback(
    (element: HTMLElement) => {
      const index = blockIndexOf(element);
      const field = element.getAttribute(FIELD_ATTRIBUTE);
      if (index === null || !field) return;
      if (editing.current?.element === element) return;
      finish(true);
      const kind = element.getAttribute(FIELD_KIND_ATTRIBUTE) === 'html' ? 'html' : 'text';
      // Leaving the text ends the edit, also for the builder (a click or the focus there).
      const onBlur = () => {
        if (editing.current?.element === element) finish(true);
      };
      editing.current = { element, index, field, kind, before: valueOf(element, kind), onBlur };
      ask({ type: 'preview:editing', editing: true });
      element.setAttribute('contenteditable', kind === 'html' ? 'true' : 'plaintext-only');
      element.classList.add(styles.editing);
      element.addEventListener('blur', onBlur);
      element.focus();
      // The caret at the end of the text.
      const range = document.createRange();
      range.selectNodeContents(element);
      range.collapse(false);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [ask, finish],
  );

  const editSelected = useCallback(
    (index: number) => {
      const field = blockElementAt(index)?.querySelector<HTMLElement>(fieldSelector);
      if (field) startEditing(field);
    },
    [startEditing],
  );

  useEffect(() => {
    const onDoubleClick = (event: MouseEvent) => {
      const field = (event.target as Element).closest<HTMLElement>(fieldSelector);
      if (field && blockIndexOf(field) !== null) {
        event.preventDefault();
        startEditing(field);
      }
    };
    document.addEventListener('dblclick', onDoubleClick, true);
    return () => document.removeEventListener('dblclick', onDoubleClick, true);
  }, [startEditing]);

  const isEditing = useCallback((target: Element) => !!editing.current?.element.contains(target), []);

  const editKey = useCallback(
    (event: KeyboardEvent) => {
      const current = editing.current;
      if (!current) return false;
      if (event.key === 'Escape' || (event.key === 'Enter' && current.kind === 'text')) {
        event.preventDefault();
        finish(true);
        const button = toolbar.current?.querySelector('button');
        if (button) button.focus();
        else current.element.blur();
      }
      return true;
    },
    [finish, toolbar],
  );

  return { startEditing, editSelected, finish, isEditing, editKey };
}
