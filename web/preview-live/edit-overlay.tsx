'use client';
/**
 * The builder's visual canvas on the draft preview: shown once a builder (BUILDER_ORIGINS, the
 * framing window) has spoken to the page. It finds blocks and editable texts by the marks the site's
 * own block components render in the preview (contract/preview's edit marks: `data-block-index`,
 * `data-field`, `data-field-kind`), never by the markup's shape, and asks the builder for every change
 * (`ask`, contract/preview's protocol): the builder performs it on its store (undo, autosave and the offline queue as
 * for its panel) and sends the new draft back, which the site renders on its server after sanitising
 * it with the CMS's rules.
 *
 * - Hover a block: a dashed outline with the block's name (the builder's readable names).
 * - Click: selects it (and names the field under the pointer, which the builder focuses in its panel).
 *   Links and buttons of the page do not navigate in the canvas.
 * - Double-click a text, or Enter on a selected block (or its "Edit text" button): edit in place.
 *   Keystrokes are the browser's own editing; Escape, Enter in a one-line text, or leaving the text
 *   commits it to the builder. Rich text is sent as HTML: the builder and the live render sanitise it.
 * - "+" between blocks: the builder opens its palette to insert at that position.
 * - The selected block's toolbar: move up, move down, duplicate, delete, and a grip to drag the block
 *   with the mouse (a line marks where it will go; near the frame's top or bottom edge the page
 *   scrolls; Escape cancels). The keyboard moves blocks with move up and move down.
 * - The builder's shortcuts (undo, redo, save) pressed on the page are passed to the builder.
 * - Keyboard: the builder's "Edit on the page" moves the focus to the selected block's toolbar (Tab
 *   reaches its buttons, Enter on "Edit text" edits in place); Escape outside an edit gives the
 *   keyboard back to the builder.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { BLOCK_ATTRIBUTE, FIELD_ATTRIBUTE, FIELD_KIND_ATTRIBUTE, type BlockAction, type FrameRequest } from 'contract/preview';
import styles from './edit-overlay.module.css';

interface Props {
  ask(request: FrameRequest): void;
  names: readonly string[];
  selected: number | null;
  onSelect(index: number | null): void;
  /** Changes with each new rendering of the draft: outlines are measured again. */
  revision: number;
  /** Counts the builder's requests to move the keyboard onto the page (its selected block's toolbar). */
  focusRequests: number;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const blockSelector = `[${BLOCK_ATTRIBUTE}]`;
const fieldSelector = `[${FIELD_ATTRIBUTE}]`;

function blockElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(blockSelector)];
}

function blockIndexOf(element: Element | null): number | null {
  const block = element?.closest(blockSelector);
  const index = Number(block?.getAttribute(BLOCK_ATTRIBUTE));
  return block && Number.isInteger(index) ? index : null;
}

function boxOf(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
}

/**
 * Where a block dragged to document height `y` goes: the insertion point (0…n) before the first block
 * whose middle is below `y`, as the outline's drop position.
 */
export function insertionAt(y: number, boxes: readonly Box[]): number {
  const index = boxes.findIndex((box) => y < box.top + box.height / 2);
  return index === -1 ? boxes.length : index;
}

/** How far the page scrolls per frame with the pointer at `y` in a viewport `height` tall: faster nearer the edge. */
const EDGE = 48;
export function edgeScroll(y: number, height: number): number {
  if (y < EDGE) return -Math.ceil((EDGE - Math.max(0, y)) / 3);
  if (y > height - EDGE) return Math.ceil((Math.min(height, y) - (height - EDGE)) / 3);
  return 0;
}

const ACTIONS: ReadonlyArray<{ action: BlockAction; label: string; text: string }> = [
  { action: 'up', label: 'Move block up', text: '↑' },
  { action: 'down', label: 'Move block down', text: '↓' },
  { action: 'duplicate', label: 'Duplicate block', text: 'Copy' },
  { action: 'delete', label: 'Delete block', text: '✕' },
];

export function EditOverlay({ ask, names, selected, onSelect, revision, focusRequests }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const editing = useRef<{ element: HTMLElement; index: number; field: string; kind: string; before: string } | null>(null);
  /** A block being dragged by its grip: from where, and the insertion point (0…n) under the pointer. */
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);

  const measure = useCallback(() => setBoxes(blockElements().map(boxOf)), []);
  // Measured in the frame after each new rendering of the draft, and whenever the page's size changes.
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [measure, revision]);
  useEffect(() => {
    const observer = new ResizeObserver(() => measure());
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // The selected block (chosen here, in the builder's list or by keyboard) is scrolled into view.
  useEffect(() => {
    if (selected === null) return;
    blockElements()
      .find((element) => blockIndexOf(element) === selected)
      ?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  // The builder hands the keyboard to the page: its toolbar's first button takes the focus.
  const toolbar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusRequests) return;
    const frame = requestAnimationFrame(() => toolbar.current?.querySelector('button')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequests]);

  const finish = useCallback(
    (commit: boolean) => {
      const current = editing.current;
      if (!current) return;
      editing.current = null;
      const { element, index, field, kind, before } = current;
      element.removeAttribute('contenteditable');
      element.classList.remove(styles.editing);
      const value = kind === 'html' ? element.innerHTML : (element.textContent ?? '');
      if (commit && value !== before) ask({ type: 'preview:edit', index, field, value });
      if (!commit && value !== before) {
        if (kind === 'html') element.innerHTML = before;
        else element.textContent = before;
      }
    },
    [ask],
  );

  const startDrag = useCallback(
    (event: ReactPointerEvent<HTMLElement>, from: number) => {
      if (event.button !== 0) return;
      // The press keeps its default (no preventDefault: the grip selects no text and pans nothing,
      // by its CSS), so the keyboard comes to the page and Escape cancels the drag, also when the
      // builder had it; and the builder is told the block is selected with no field to focus, so a
      // field focus it still had pending from the click that selected the block does not take the
      // keyboard away during the drag.
      ask({ type: 'preview:select', index: from, field: null });
      finish(true);
      const grip = event.currentTarget;
      grip.setPointerCapture(event.pointerId);
      const state = { y: event.clientY, to: from, frame: 0 };
      const update = () => {
        const to = insertionAt(state.y + window.scrollY, blockElements().map(boxOf));
        if (to !== state.to) {
          state.to = to;
          setDrag({ from, to });
        }
      };
      // Near the frame's top or bottom edge the page scrolls, so a block can go anywhere on a long page.
      const scroll = () => {
        const by = edgeScroll(state.y, window.innerHeight);
        if (by) {
          window.scrollBy(0, by);
          update();
        }
        state.frame = requestAnimationFrame(scroll);
      };
      const onMove = (move: PointerEvent) => {
        state.y = move.clientY;
        update();
      };
      const end = (commit: boolean) => {
        cancelAnimationFrame(state.frame);
        grip.removeEventListener('pointermove', onMove);
        grip.removeEventListener('pointerup', onUp);
        grip.removeEventListener('pointercancel', onCancel);
        document.removeEventListener('keydown', onEscape, true);
        setDrag(null);
        // The insertion point counts the block itself: below it, the block's new position is one less.
        const to = state.to > from ? state.to - 1 : state.to;
        if (commit && to !== from) ask({ type: 'preview:move', index: from, to });
      };
      const onUp = () => end(true);
      const onCancel = () => end(false);
      const onEscape = (key: KeyboardEvent) => {
        if (key.key !== 'Escape') return;
        key.preventDefault();
        key.stopPropagation();
        end(false);
      };
      grip.addEventListener('pointermove', onMove);
      grip.addEventListener('pointerup', onUp);
      grip.addEventListener('pointercancel', onCancel);
      document.addEventListener('keydown', onEscape, true);
      setDrag({ from, to: from });
      state.frame = requestAnimationFrame(scroll);
    },
    [ask, finish],
  );

  const startEditing = useCallback(
    (element: HTMLElement) => {
      const index = blockIndexOf(element);
      const field = element.getAttribute(FIELD_ATTRIBUTE);
      if (index === null || !field) return;
      if (editing.current?.element === element) return;
      finish(true);
      const kind = element.getAttribute(FIELD_KIND_ATTRIBUTE) === 'html' ? 'html' : 'text';
      editing.current = { element, index, field, kind, before: kind === 'html' ? element.innerHTML : (element.textContent ?? '') };
      element.setAttribute('contenteditable', kind === 'html' ? 'true' : 'plaintext-only');
      element.classList.add(styles.editing);
      element.addEventListener('blur', () => editing.current?.element === element && finish(true), { once: true });
      element.focus();
      // The caret at the end of the text.
      const range = document.createRange();
      range.selectNodeContents(element);
      range.collapse(false);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [finish],
  );

  const editSelected = useCallback(
    (index: number) => {
      const field = blockElements()
        .find((element) => blockIndexOf(element) === index)
        ?.querySelector<HTMLElement>(fieldSelector);
      if (field) startEditing(field);
    },
    [startEditing],
  );

  useEffect(() => {
    const onOver = (event: MouseEvent) => setHover(blockIndexOf(event.target as Element));
    const onLeave = () => setHover(null);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(`.${styles.layer}`)) return;
      const index = blockIndexOf(target);
      if (index === null) return;
      if (editing.current && editing.current.element.contains(target)) return;
      // In the canvas, the page's links and buttons select their block instead of acting (a
      // collapsed item's summary still opens, so that its answer can be edited).
      if (!target.closest('summary')) event.preventDefault();
      // The second click of a double click starts an edit here: it asks for no field in the panel.
      const field = event.detail >= 2 ? null : (target.closest(fieldSelector)?.getAttribute(FIELD_ATTRIBUTE) ?? null);
      onSelect(index);
      ask({ type: 'preview:select', index, field });
    };
    const onDoubleClick = (event: MouseEvent) => {
      const field = (event.target as Element).closest<HTMLElement>(fieldSelector);
      if (field && blockIndexOf(field) !== null) {
        event.preventDefault();
        startEditing(field);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const current = editing.current;
      if (current) {
        // Escape, or Enter in a one-line text, commits; the keyboard goes back to the block's toolbar.
        if (event.key === 'Escape' || (event.key === 'Enter' && current.kind === 'text')) {
          event.preventDefault();
          finish(true);
          const button = toolbar.current?.querySelector('button');
          if (button) button.focus();
          else current.element.blur();
        }
        return;
      }
      // The builder's shortcuts work on the page too (not while editing a text: there they are the text's own).
      if ((event.ctrlKey || event.metaKey) && !event.altKey) {
        const key = event.key.toLowerCase();
        const command = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : key === 's' ? 'save' : null;
        if (command) {
          event.preventDefault();
          ask({ type: 'preview:command', command });
          return;
        }
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
    document.addEventListener('mouseover', onOver);
    document.documentElement.addEventListener('mouseleave', onLeave);
    document.addEventListener('click', onClick, true);
    document.addEventListener('dblclick', onDoubleClick, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('dblclick', onDoubleClick, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [ask, editSelected, finish, onSelect, selected, startEditing]);

  const nameOf = (index: number) => names[index] || `Block ${index + 1}`;
  const last = boxes.at(-1);
  const inserts = boxes.map((box) => box.top);
  if (last) inserts.push(last.top + last.height);
  const middle = boxes[0] ? boxes[0].left + boxes[0].width / 2 : 0;
  // The drop line: only where the block would really move (not just above or below itself).
  const dropAt = drag && drag.to !== drag.from && drag.to !== drag.from + 1 && boxes[0] ? drag.to : null;
  return (
    <div className={styles.layer} data-testid="canvas-overlay">
      {hover !== null && hover !== selected && boxes[hover] && (
        <div className={styles.box} style={position(boxes[hover])} data-testid="hover-outline">
          <span className={styles.label}>{nameOf(hover)}</span>
        </div>
      )}
      {selected !== null && boxes[selected] && (
        <div className={`${styles.box} ${styles.selected} ${drag ? styles.dragged : ''}`} style={position(boxes[selected])} data-testid="selected-outline">
          <span className={styles.label}>{nameOf(selected)}</span>
          <div ref={toolbar} className={styles.toolbar} role="toolbar" aria-label={`${nameOf(selected)}, block ${selected + 1}`}>
            {/* For the mouse; the keyboard has move up and move down (and the outline's keyboard drag). */}
            <span
              className={styles.grip}
              aria-hidden="true"
              title="Drag to move the block (Escape cancels)"
              data-testid="drag-grip"
              onPointerDown={(event) => startDrag(event, selected)}
            >
              ⠿
            </span>
            <button type="button" onClick={() => editSelected(selected)} aria-label="Edit text" aria-keyshortcuts="Enter">
              ✎
            </button>
            {ACTIONS.map(({ action, label, text }) => (
              <button
                key={action}
                type="button"
                aria-label={label}
                title={label}
                disabled={(action === 'up' && selected === 0) || (action === 'down' && selected === boxes.length - 1)}
                onClick={() => ask({ type: 'preview:action', index: selected, action })}
              >
                {text}
              </button>
            ))}
          </div>
        </div>
      )}
      {dropAt !== null && (
        <div className={styles.drop} style={{ top: inserts[dropAt], left: boxes[0].left, width: boxes[0].width }} data-testid="drop-marker">
          <span className={styles.dropLabel}>Move here</span>
        </div>
      )}
      {inserts.map((top, index) => (
        <button
          key={index}
          type="button"
          className={styles.insert}
          style={{ top, left: middle }}
          aria-label={`Insert a block at position ${index + 1}`}
          data-testid="insert-point"
          onClick={() => ask({ type: 'preview:insert', index })}
        >
          +
        </button>
      ))}
    </div>
  );
}

const position = (box: Box) => ({ top: box.top, left: box.left, width: box.width, height: box.height });
