import { memo, useCallback, useContext, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { useBuilder } from '../store/store';
import type { CardView } from './block-index';
import { CardViews } from './card-views';
import { INITIALLY_NEAR, useNearViewport } from './near-viewport';
import { SortableRegistryContext, type SortableListeners } from './sortable-registry';
import { takeFocusRequest } from './focus-request';
import { RowMarks, useMarkColour } from '../live/Avatars';

export interface CardActions {
  onSelect(key: string): void;
  onMove(key: string, by: -1 | 1): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
}

interface Props {
  blockKey: string;
  index: number;
  /** The last row (no "down"): a boolean, so that adding a block re-renders the old last row only. */
  last: boolean;
  actions: CardActions;
}

const cardViews = new CardViews(useBuilder);

/** The row's block, name, summary, selection and problem count; re-renders only when one of them changed. */
function useCardView(key: string): CardView | undefined {
  const subscribe = useCallback((listener: () => void) => cardViews.subscribe(key, listener), [key]);
  const snapshot = useCallback(() => cardViews.get(key), [key]);
  return useSyncExternalStore(subscribe, snapshot);
}

/** Up and Down move between the rows' names, Home and End to the first and last (a list, one row a stop for the arrows). */
function onRowKey(event: KeyboardEvent<HTMLButtonElement>) {
  const row = event.currentTarget.closest('li');
  const list = row?.parentElement;
  if (!row || !list) return;
  const target =
    event.key === 'ArrowDown'
      ? row.nextElementSibling
      : event.key === 'ArrowUp'
        ? row.previousElementSibling
        : event.key === 'Home'
          ? list.firstElementChild
          : event.key === 'End'
            ? list.lastElementChild
            : null;
  const button = target?.querySelector<HTMLButtonElement>('.block-title');
  if (!button) return;
  event.preventDefault();
  button.focus();
}

/** The row's name and summary (the selecting button) and, on the selected row, its actions; memoised. */
const RowHead = memo(function RowHead({
  view,
  blockKey,
  index,
  last,
  actions,
  title,
}: Props & { view: CardView; title: React.RefObject<HTMLButtonElement | null> }) {
  const { name, summary, selected, problems } = view;
  const position = `block ${index + 1}`;
  return (
    <>
      {/* Its name is its text (no aria-label): a form field labelled like the block ("Quote") stays the only match for that label. */}
      <button type="button" ref={title} className="block-title" onClick={() => actions.onSelect(blockKey)} onKeyDown={onRowKey} aria-pressed={selected}>
        {/* The name in full on the first line, the content's summary on up to two lines below. */}
        <span className="title-line">
          <RowMarks blockKey={blockKey} as="badges" />
          <strong>{name}</strong>
          {problems > 0 && (
            <span className="badge-error">
              {problems}
              <span className="sr-only"> problems</span>
            </span>
          )}
        </span>
        {summary && (
          <span className="summary">
            <span className="sr-only"> — </span>
            {summary}
          </span>
        )}
        <RowMarks blockKey={blockKey} as="words" />
        <span className="sr-only">, {position}</span>
      </button>
      {selected && (
        <span className="row-actions">
          <button type="button" disabled={index === 0} onClick={() => actions.onMove(blockKey, -1)} aria-label={`Move ${name}, ${position}, up`}>
            <ArrowUp aria-hidden="true" size={16} />
          </button>
          <button type="button" disabled={last} onClick={() => actions.onMove(blockKey, 1)} aria-label={`Move ${name}, ${position}, down`}>
            <ArrowDown aria-hidden="true" size={16} />
          </button>
          <button type="button" onClick={() => actions.onDuplicate(blockKey)} aria-label={`Duplicate ${name}, ${position}`}>
            <Copy aria-hidden="true" size={16} />
          </button>
          <button type="button" className="danger" onClick={() => actions.onRemove(blockKey)} aria-label={`Delete ${name}, ${position}`}>
            <Trash2 aria-hidden="true" size={16} />
          </button>
        </span>
      )}
    </>
  );
});

// A mouse press on the handle does not move the focus there: otherwise the drop moves the focused
// row's <li> and React restores the focus mid-commit, forcing a layout of the whole page (dnd-kit
// still focuses the handle after the drop, in the next frame). Keyboard focus is unaffected.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One block in the outline: a compact row (drag handle, name and summary, and on the selected row
 * move up / down, duplicate, delete). All 200 stay in the DOM (content-visibility skips the work of
 * those out of view). The row re-renders only when its view changes (CardViews: a keystroke
 * re-renders only the row edited). Rows are outside dnd-kit's contexts: a row near the visible
 * part, or whose handle has the focus, gets a sortable binding in the bindings list
 * (`sortable-bindings.tsx`) through the registry.
 */
export const BlockCard = memo(function BlockCard({ blockKey, index, last, actions }: Props) {
  const view = useCardView(blockKey);
  const registry = useContext(SortableRegistryContext);
  const card = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLButtonElement>(null);
  const listeners = useRef<SortableListeners>(undefined);
  const near = useNearViewport(card, index < INITIALLY_NEAR);
  useLayoutEffect(() => registry?.register(blockKey, { card, handle, listeners }), [registry, blockKey]);
  useLayoutEffect(() => registry?.want(blockKey, 'near', near), [registry, blockKey, near]);
  const selected = !!view?.selected;
  // Another editor's selection (live editing): the row is outlined in their colour.
  const markColour = useMarkColour(blockKey);
  useLayoutEffect(() => {
    // A block just added (palette, "+", duplicate) takes the focus; a block selected elsewhere (the page canvas) is scrolled to.
    if (takeFocusRequest(blockKey)) title.current?.focus();
    else if (selected && !card.current?.contains(document.activeElement)) card.current?.scrollIntoView({ block: 'nearest' });
  }, [blockKey, selected]);
  if (!view) return null;
  const { block, name } = view;
  return (
    <li
      ref={card}
      className={`block-card${selected ? ' selected' : ''}`}
      data-testid="block-card"
      data-key={blockKey}
      data-block={block.__component}
      aria-current={selected ? 'true' : undefined}
      data-marked={markColour ? '' : undefined}
      style={markColour ? ({ '--editor-colour': markColour } as React.CSSProperties) : undefined}
    >
      <div className="block-head">
        <button
          type="button"
          ref={handle}
          className="handle"
          onMouseDown={keepFocus}
          onPointerDown={(event) => listeners.current?.onPointerDown?.(event)}
          onKeyDown={(event) => listeners.current?.onKeyDown?.(event)}
          // A handle reached by keyboard binds at once: Space may follow the focus before the observer reports.
          onFocus={() => registry?.want(blockKey, 'focused', true)}
          onBlur={() => registry?.want(blockKey, 'focused', false)}
          aria-label={`Drag ${name}, block ${index + 1}`}
        >
          <GripVertical aria-hidden="true" size={16} />
        </button>
        <RowHead view={view} blockKey={blockKey} index={index} last={last} actions={actions} title={title} />
      </div>
    </li>
  );
});
