import { memo, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { useBuilder } from '../store/store';
import type { Block } from '../store/types';
import { blockSummary } from './summary';
import type { CardView } from './block-index';
import { CardViews } from './card-views';
import { INITIALLY_NEAR, useNearViewport } from './near-viewport';

export interface CardActions {
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onToggle(key: string): void;
}

interface Props { blockKey: string; index: number; actions: CardActions }

const cardViews = new CardViews(useBuilder);

/** The card's block, name, selection, collapse and problem count; re-renders only when one of them changed. */
function useCardView(key: string): CardView | undefined {
  const subscribe = useCallback((listener: () => void) => cardViews.subscribe(key, listener), [key]);
  const snapshot = useCallback(() => cardViews.get(key), [key]);
  return useSyncExternalStore(subscribe, snapshot);
}

/** The card's title row after the handle; memoised, so a drop re-renders it only when its position changed. */
const CardHead = memo(function CardHead({ view, blockKey, index, actions }: Props & { view: CardView }) {
  const { block, name, selected, collapsed, problems } = view;
  const summary = blockSummary(block);
  return (
    <>
      <button type="button" className="block-title" onClick={() => actions.onSelect(blockKey)} aria-expanded={!collapsed} aria-pressed={selected}>
        <span className="title-line">
          <strong>{name}</strong>
          {summary && <span className="summary"> — {summary}</span>}
          {problems > 0 && <span className="badge-error" aria-label={`${problems} problems`}>{problems}</span>}
        </span>
      </button>
      <button type="button" onClick={() => actions.onToggle(blockKey)} aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${name}, block ${index + 1}`}>{collapsed ? '▸' : '▾'}</button>
      <button type="button" onClick={() => actions.onDuplicate(blockKey)} aria-label={`Duplicate ${name}, block ${index + 1}`}>Copy</button>
      <button type="button" className="danger" onClick={() => actions.onRemove(blockKey)} aria-label={`Delete ${name}, block ${index + 1}`}>✕</button>
    </>
  );
});

/** The first few simple values of the block (memoised on the block: selection changes skip it). */
const CardBody = memo(function CardBody({ block }: { block: Block }) {
  return (
    <dl className="block-body">
      {Object.entries(block)
        .filter(([key, value]) => !key.startsWith('__') && key !== 'id' && value !== null && value !== '' && typeof value !== 'object' && typeof value !== 'boolean')
        .slice(0, 4)
        .map(([key, value]) => (
          <div key={key}><dt>{key}</dt><dd>{String(value).replace(/<[^>]*>/g, ' ').slice(0, 120)}</dd></div>
        ))}
    </dl>
  );
});

// No layout animation after a drop: measuring 200 cards for it costs more than a frame.
const noLayoutAnimation = () => false;
// A mouse press on the handle does not move the focus there: otherwise the drop moves the focused
// card's <li> and React restores the focus mid-commit, forcing a layout of the whole page (dnd-kit
// still focuses the handle after the drop, in the next frame). Keyboard focus is unaffected.
const keepFocus = (event: MouseEvent) => event.preventDefault();

type SortableListeners = ReturnType<typeof useSortable>['listeners'];

interface BindingProps {
  blockKey: string;
  card: RefObject<HTMLLIElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  listeners: RefObject<SortableListeners>;
  onDragging(dragging: boolean): void;
}

/**
 * dnd-kit's sortable for one card, rendered only while the card is near the visible part of the
 * canvas (or being dragged). dnd-kit's context re-renders every useSortable on each drag start,
 * move over another card and drop, so with 200 blocks only the ~30 cards near the viewport pay for
 * it. The binding renders nothing: it points dnd-kit at the card's <li> and handle, writes the
 * drag transform, the handle's ARIA attributes and `data-dragging` to the DOM, and lends the
 * handle its pointer/keyboard listeners. Cards far away are plain cards until they scroll near.
 */
const SortableBinding = memo(function SortableBinding({ blockKey, card, handle, listeners, onDragging }: BindingProps) {
  const sortable = useSortable({ id: blockKey, animateLayoutChanges: noLayoutAnimation });
  const { attributes, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  useLayoutEffect(() => {
    listeners.current = sortable.listeners;
  });
  useLayoutEffect(() => {
    setNodeRef(card.current);
    setActivatorNodeRef(handle.current);
  }, [card, handle, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    // 2D, not dnd-kit's translate3d: no composited layer per moved card to build and tear down at the drop.
    element.style.transform = transform ? `translate(${Math.round(transform.x)}px, ${Math.round(transform.y)}px)` : '';
    element.style.transition = transition ?? '';
    element.toggleAttribute('data-dragging', isDragging);
  }, [card, transform, transition, isDragging]);
  useLayoutEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  useLayoutEffect(() => {
    const element = handle.current;
    if (!element) return;
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = name === 'tabIndex' ? 'tabindex' : name;
      if (value === undefined) element.removeAttribute(attribute);
      else element.setAttribute(attribute, String(value));
    }
  }, [handle, attributes]);
  useLayoutEffect(() => () => {
    listeners.current = undefined;
    const element = card.current;
    if (element) {
      element.style.transform = '';
      element.style.transition = '';
      element.removeAttribute('data-dragging');
    }
    const button = handle.current;
    if (button) for (const name of ['aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled', 'role']) button.removeAttribute(name);
  }, [card, handle, listeners]);
  return null;
});

/**
 * One block on the canvas: all 200 stay in the DOM (content-visibility skips the work of those out
 * of view). The card re-renders only when its view changes (CardViews: a keystroke re-renders only
 * the card edited); the title row and body are memoised; the sortable binding exists while the card is near.
 */
export const BlockCard = memo(function BlockCard({ blockKey, index, actions }: Props) {
  const view = useCardView(blockKey);
  const card = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const listeners = useRef<SortableListeners>(undefined);
  const near = useNearViewport(card, index < INITIALLY_NEAR);
  const [dragging, setDragging] = useState(false);
  // A handle reached by keyboard binds at once: Space may follow the focus before the observer reports.
  const [focused, setFocused] = useState(false);
  if (!view) return null;
  const { block, name, selected, collapsed } = view;
  return (
    <>
      <li
        ref={card}
        className={`block-card${selected ? ' selected' : ''}`}
        data-testid="block-card"
        data-key={blockKey}
        data-block={block.__component}
        aria-current={selected ? 'true' : undefined}
      >
        <div className="block-head">
          <button
            type="button"
            ref={handle}
            className="handle"
            onMouseDown={keepFocus}
            onPointerDown={(event) => listeners.current?.onPointerDown?.(event)}
            onKeyDown={(event) => listeners.current?.onKeyDown?.(event)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            aria-label={`Move ${name}, block ${index + 1}`}
          >
            ⠿
          </button>
          <CardHead view={view} blockKey={blockKey} index={index} actions={actions} />
        </div>
        {!collapsed && <CardBody block={block} />}
      </li>
      {(near || dragging || focused) && <SortableBinding blockKey={blockKey} card={card} handle={handle} listeners={listeners} onDragging={setDragging} />}
    </>
  );
});
