'use client';
/**
 * The builder's visual canvas on the draft preview: shown once a builder (BUILDER_ORIGINS, the
 * framing window) has spoken to the page. It finds blocks and editable texts by the marks the site's
 * own block components render in the preview (../blocks/edit-marks.ts: `data-block-index`,
 * `data-field`, `data-field-kind`), never by the markup's shape, and asks the builder for every change
 * (`ask`, protocol.ts): the builder performs it on its store (undo, autosave and the offline queue as
 * for its panel) and sends the new draft back, which the site renders on its server after sanitising
 * it with the CMS's rules.
 *
 * - Hover a block: a dashed outline with the block's name (the builder's readable names).
 * - Click: selects it (and names the field under the pointer, which the builder focuses in its panel).
 *   Links and buttons of the page do not navigate in the canvas.
 * - Double-click a text, or Enter on a selected block (or its "Edit text" button): edit in place.
 *   Keystrokes are the browser's own editing; Escape, Enter in a one-line text, or leaving the text
 *   commits it to the builder. Rich text is sent as HTML: the builder and the live render sanitise it.
 * - "+" between blocks (shown at the seams of the hovered and the selected block, and on focus): the
 *   builder opens its palette to insert at that position.
 * - "Add question" (feature, figure…) below each list of the selected block: the builder adds an item
 *   and its first text is edited in place.
 * - The selected block's toolbar: move up, move down, duplicate, delete, and a grip to drag the block
 *   with the mouse (a line marks where it will go; near the frame's top or bottom edge the page
 *   scrolls; Escape cancels). The keyboard moves blocks with move up and move down.
 * - The blocks other editors have selected (live editing) are outlined in their colours, with their names.
 * - The builder's shortcuts (undo, redo, save) pressed on the page are passed to the builder.
 * - Keyboard: the builder's "Edit on the page" moves the focus to the selected block's toolbar (Tab
 *   reaches its buttons, Enter on "Edit text" edits in place); Escape outside an edit gives the
 *   keyboard back to the builder.
 */
import { useCallback, useEffect, useRef } from 'react';
import { FIELD_ATTRIBUTE, type FrameRequest, type PeerOutline } from 'contract/preview';
import { position } from './overlay/page-blocks';
import { useBlockBoxes } from './overlay/use-block-boxes';
import { useInlineEdit } from './overlay/use-inline-edit';
import { useHoverSelect } from './overlay/use-hover-select';
import { useBlockDrag } from './overlay/use-block-drag';
import { usePageShortcuts } from './overlay/use-page-shortcuts';
import { BlockToolbar } from './overlay/block-toolbar';
import { InsertPoints } from './overlay/insert-points';
import { fieldsOfBlock, ListAdders } from './overlay/list-adders';
import { blockElementAt, fieldSelector } from './overlay/page-blocks';
import styles from './edit-overlay.module.css';

interface Props {
  ask(request: FrameRequest): void;
  names: readonly string[];
  selected: number | null;
  onSelect(index: number | null): void;
  /** Changes with each new rendering of the draft: outlines are measured again. */
  revision: number;
  /** The builder's newest request to the page (each with a new id). */
  request: BuilderRequest | null;
  /** The blocks other editors have selected. */
  peers?: readonly PeerOutline[];
}

/**
 * What the builder asks of the page: take the keyboard (the selected block's toolbar), or edit a text
 * in place (Enter in the panel field a click on the page focused; a double click's edit that lost the
 * keyboard to that field).
 */
export type BuilderRequest = { id: number } & ({ kind: 'focus' } | { kind: 'edit'; index: number; field: string });

/** The insertion points at the seams of the hovered and the selected block (the only one of an empty page). */
function seams(count: number, ...blocks: (number | null)[]): Set<number> {
  const shown = new Set<number>(count === 1 ? [0] : []);
  for (const block of blocks) if (block !== null) shown.add(block).add(block + 1);
  return shown;
}

/** The other editors' outlines by block (several editors on one block share it), for blocks shown. */
function peerBoxes(peers: readonly PeerOutline[], count: number): { index: number; editors: PeerOutline[] }[] {
  const byIndex = new Map<number, PeerOutline[]>();
  for (const peer of peers) if (peer.index < count) byIndex.set(peer.index, [...(byIndex.get(peer.index) ?? []), peer]);
  return [...byIndex].map(([index, editors]) => ({ index, editors }));
}

/**
 * The texts other editors are writing in: outlined in their colour (a class on the page's own element, as an edit in
 * place is; their name is on the block's outline), again after each new rendering.
 */
function usePeerFields(peers: readonly PeerOutline[], revision: number): void {
  useEffect(() => {
    const marked: HTMLElement[] = [];
    for (const peer of peers) {
      const element = peer.field === undefined ? undefined : fieldElement(peer.index, peer.field);
      if (!element) continue;
      element.classList.add(styles.peerField);
      element.style.setProperty('--editor-colour', peer.colour);
      marked.push(element);
    }
    return () => {
      for (const element of marked) {
        element.classList.remove(styles.peerField);
        element.style.removeProperty('--editor-colour');
      }
    };
  }, [peers, revision]);
}

/** The marked text of the block at `index` for the field path `field` ("items.0.answer"), if shown. */
const fieldElement = (index: number, field: string) =>
  [...(blockElementAt(index)?.querySelectorAll<HTMLElement>(fieldSelector) ?? [])].find((candidate) => candidate.getAttribute(FIELD_ATTRIBUTE) === field);

export function EditOverlay({ ask, names, selected, onSelect, revision, request, peers = [] }: Props) {
  const boxes = useBlockBoxes(revision);
  const toolbar = useRef<HTMLDivElement>(null);
  const { editSelected, finish, isEditing, editKey, startEditing } = useInlineEdit(ask, toolbar);
  const hover = useHoverSelect({ ask, selected, onSelect, isEditing });
  const { drag, startDrag } = useBlockDrag(ask, finish);
  usePageShortcuts({ ask, selected, editKey, editSelected });

  // The builder hands the keyboard to the page: its toolbar's first button takes the focus, or a text
  // is edited in place.
  const handled = useRef(0);
  useEffect(() => {
    if (!request || request.id === handled.current) return;
    handled.current = request.id;
    if (request.kind === 'edit') {
      const element = fieldElement(request.index, request.field);
      if (element) startEditing(element);
    } else requestAnimationFrame(() => toolbar.current?.querySelector('button')?.focus());
  }, [request, startEditing]);

  // An item added on the page: its first text is edited in place once the new rendering shows it.
  const added = useRef<{ index: number; field: string; before: ReadonlySet<string> } | null>(null);
  const onAdd = useCallback((index: number, field: string, before: ReadonlySet<string>) => {
    added.current = { index, field, before };
  }, []);
  useEffect(() => {
    const pending = added.current;
    if (!pending) return;
    const now = fieldsOfBlock(pending.index);
    const fresh = [...now].find((path) => path.startsWith(`${pending.field}.`) && !pending.before.has(path));
    if (!fresh) return;
    added.current = null;
    const element = fieldElement(pending.index, fresh);
    if (element) startEditing(element);
  }, [revision, startEditing]);

  usePeerFields(peers, revision);

  const nameOf = (index: number) => names[index] || `Block ${index + 1}`;
  const last = boxes.at(-1);
  const inserts = boxes.map((box) => box.top);
  if (last) inserts.push(last.top + last.height);
  const middle = boxes[0] ? boxes[0].left + boxes[0].width / 2 : 0;
  // The drop line: only where the block would really move (not just above or below itself).
  const dropAt = drag && drag.to !== drag.from && drag.to !== drag.from + 1 && boxes[0] ? drag.to : null;
  return (
    <div className={styles.layer} data-testid="canvas-overlay">
      {peerBoxes(peers, boxes.length).map(({ index, editors }) => (
        <div
          key={index}
          className={`${styles.box} ${styles.peer}`}
          style={{ ...position(boxes[index]), '--editor-colour': editors[0].colour } as React.CSSProperties}
          data-testid="peer-outline"
        >
          {/* Inside the block's bottom-left corner: never over the block above, nor this tab's own label and toolbar. */}
          <span className={styles.peerLabel}>{editors.map((editor) => editor.name).join(', ')}</span>
        </div>
      ))}
      {hover !== null && hover !== selected && boxes[hover] && (
        <div className={styles.box} style={position(boxes[hover])} data-testid="hover-outline">
          <span className={styles.label}>{nameOf(hover)}</span>
        </div>
      )}
      {selected !== null && boxes[selected] && (
        <div className={`${styles.box} ${styles.selected} ${drag ? styles.dragged : ''}`} style={position(boxes[selected])} data-testid="selected-outline">
          <span className={styles.label}>{nameOf(selected)}</span>
          <BlockToolbar
            ref={toolbar}
            index={selected}
            name={nameOf(selected)}
            count={boxes.length}
            ask={ask}
            onEditText={() => editSelected(selected)}
            onGripDown={(event) => startDrag(event, selected)}
          />
        </div>
      )}
      {dropAt !== null && (
        <div className={styles.drop} style={{ top: inserts[dropAt], left: boxes[0].left, width: boxes[0].width }} data-testid="drop-marker">
          <span className={styles.dropLabel}>Move here</span>
        </div>
      )}
      <ListAdders selected={drag ? null : selected} measured={boxes} ask={ask} onAdd={onAdd} />
      <InsertPoints tops={inserts} left={middle} shown={seams(inserts.length, hover, selected)} ask={ask} />
    </div>
  );
}
