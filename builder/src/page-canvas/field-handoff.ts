import type { BuilderMessage } from 'contract/preview';
import { fieldPath } from './frame-requests';

/** How many more frames a clicked text's field may take to show in the panel (the block's fields render first). */
const FIELD_FOCUS_FRAMES = 10;

/** The id FieldList gives a block's field: `f-{key}-{name}`, items as `-{index}-` (FieldList, RepeatableField). */
export const fieldId = (key: string, field: string) => `f-${key}-${fieldPath(field).join('-')}`;

interface Options {
  /** The page's iframe (its element in the builder). */
  frame(): HTMLIFrameElement | null;
  post(message: BuilderMessage): void;
  /** The position of the block with this key on the page now, or -1. */
  indexOf(key: string): number;
}

export interface FieldHandoff {
  /**
   * A text clicked on the page: its field in the panel takes the focus as soon as the page has
   * answered a sync (and the field shows), unless an edit in place started meanwhile.
   */
  focusField(key: string, field: string): void;
  /** The page answered the sync with this id. */
  synced(id: number): void;
  /** No field is to take the keyboard for the last click (it named none: a double click's second). */
  cancel(): void;
  /** The page says an edit in place started (`true`) or ended. */
  pageEditing(active: boolean): void;
  dispose(): void;
}

/**
 * The keyboard between the page and the builder's panel, with no waiting timer:
 * - A click on a text of the page focuses its field in the panel, once the page has answered a sync
 *   (`builder:sync`, one round trip of messages): whatever the page sent before its answer has arrived
 *   by then. So when the click was the first of a double click, its second click (which asks for no
 *   field) or the edit in place it started is known before the field would take the keyboard, and the
 *   field stays as it is: the edit keeps the keyboard, however late the page's messages arrive.
 * - Enter in that field, before anything else is typed there, edits the text in place on the page
 *   instead (`builder:edit`), as a double click does.
 * - Should a double click's edit still have lost the keyboard to the field (its second click came
 *   while the answer was on its way), the page gets it back and the text is edited in place again.
 * Anything the editor does in the builder meanwhile (a pointer down, a key, the focus moved) makes the
 * field theirs: it is left alone.
 */
export function fieldHandoff({ frame, post, indexOf }: Options): FieldHandoff {
  // The field to focus once the page answers the sync with `id`.
  let pending: { id: number; key: string; field: string } | null = null;
  let syncs = 0;
  // The field focused for the last click on the page, until the editor does anything else.
  let clicked: { element: HTMLElement; key: string; field: string } | null = null;
  let focusing = false;
  let retry = 0;

  /** No field is to take the keyboard for a click (one focused already stays known, see pageEditing). */
  const cancel = () => {
    cancelAnimationFrame(retry);
    pending = null;
  };
  const forget = () => {
    cancel();
    clicked = null;
  };

  const focusField = (key: string, field: string) => {
    forget();
    syncs += 1;
    pending = { id: syncs, key, field };
    post({ type: 'builder:sync', id: syncs });
  };

  const synced = (id: number) => {
    if (pending?.id !== id) return;
    const { key, field } = pending;
    pending = null;
    let frames = 0;
    const attempt = () => {
      const element = document.getElementById(fieldId(key, field));
      if (!element) {
        if ((frames += 1) < FIELD_FOCUS_FRAMES) retry = requestAnimationFrame(attempt);
        return;
      }
      focusing = true;
      try {
        element.focus();
      } finally {
        focusing = false;
      }
      clicked = { element, key, field };
    };
    attempt();
  };

  const holdsKeyboard = (element: HTMLElement) => !!document.activeElement && element.contains(document.activeElement);

  /** The page edits `field` of the block `key` in place: it gets the keyboard. */
  const editOnPage = (key: string, field: string) => {
    const index = indexOf(key);
    if (index < 0) return;
    frame()?.focus();
    post({ type: 'builder:edit', index, field });
  };

  const pageEditing = (active: boolean) => {
    if (!active) return;
    const last = clicked;
    forget();
    // The field took the keyboard for the first click of the double click that started this edit.
    if (last && holdsKeyboard(last.element)) editOnPage(last.key, last.field);
  };

  /** The editor acts in the builder: the field (focused, or to be focused, for a click) is theirs now. */
  const actedHere = (target: EventTarget | null) => {
    if (!focusing && target !== frame()) forget();
  };
  const onFocusIn = (event: FocusEvent) => actedHere(event.target);
  const onPointerDown = (event: PointerEvent) => actedHere(event.target);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = clicked;
    if (!last || !(event.target instanceof Node) || !last.element.contains(event.target)) return;
    clicked = null;
    const plainEnter = event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey && !event.isComposing;
    if (!plainEnter || indexOf(last.key) < 0) return;
    // Before the field's own editor sees it (a rich text's Enter would start a paragraph).
    event.preventDefault();
    event.stopPropagation();
    editOnPage(last.key, last.field);
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('keydown', onKeyDown, true);

  return {
    focusField,
    synced,
    cancel,
    pageEditing,
    dispose() {
      forget();
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
