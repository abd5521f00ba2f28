import { memo, useCallback, useContext, useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { useBuilder } from '../store/store';
import type { Block } from '../store/types';
import { blockSummary, plainText } from './summary';
import type { CardView } from './block-index';
import { CardViews } from './card-views';
import { INITIALLY_NEAR, useNearViewport } from './near-viewport';
import { SortableRegistryContext, type SortableListeners } from './sortable-registry';

export interface CardActions {
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onToggle(key: string): void;
}

interface Props {
  blockKey: string;
  index: number;
  actions: CardActions;
}

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
          {problems > 0 && (
            <span className="badge-error" aria-label={`${problems} problems`}>
              {problems}
            </span>
          )}
        </span>
      </button>
      <button type="button" onClick={() => actions.onToggle(blockKey)} aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${name}, block ${index + 1}`}>
        {collapsed ? '▸' : '▾'}
      </button>
      <button type="button" onClick={() => actions.onDuplicate(blockKey)} aria-label={`Duplicate ${name}, block ${index + 1}`}>
        Copy
      </button>
      <button type="button" className="danger" onClick={() => actions.onRemove(blockKey)} aria-label={`Delete ${name}, block ${index + 1}`}>
        ✕
      </button>
    </>
  );
});

/** The first few simple values of the block (memoised on the block: selection changes skip it). */
const CardBody = memo(function CardBody({ block }: { block: Block }) {
  return (
    <dl className="block-body">
      {Object.entries(block)
        .filter(
          ([key, value]) => !key.startsWith('__') && key !== 'id' && value !== null && value !== '' && typeof value !== 'object' && typeof value !== 'boolean',
        )
        .slice(0, 4)
        .map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{plainText(String(value)).slice(0, 120)}</dd>
          </div>
        ))}
    </dl>
  );
});

// A mouse press on the handle does not move the focus there: otherwise the drop moves the focused
// card's <li> and React restores the focus mid-commit, forcing a layout of the whole page (dnd-kit
// still focuses the handle after the drop, in the next frame). Keyboard focus is unaffected.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One block on the canvas: all 200 stay in the DOM (content-visibility skips the work of those out
 * of view). The card re-renders only when its view changes (CardViews: a keystroke re-renders only
 * the card edited); the title row and body are memoised. Cards are outside dnd-kit's contexts: a
 * card near the visible part, or whose handle has the focus, gets a sortable binding in the
 * bindings list (`sortable-bindings.tsx`) through the registry.
 */
export const BlockCard = memo(function BlockCard({ blockKey, index, actions }: Props) {
  const view = useCardView(blockKey);
  const registry = useContext(SortableRegistryContext);
  const card = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const listeners = useRef<SortableListeners>(undefined);
  const near = useNearViewport(card, index < INITIALLY_NEAR);
  useLayoutEffect(() => registry?.register(blockKey, { card, handle, listeners }), [registry, blockKey]);
  useLayoutEffect(() => registry?.want(blockKey, 'near', near), [registry, blockKey, near]);
  if (!view) return null;
  const { block, name, selected, collapsed } = view;
  return (
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
          // A handle reached by keyboard binds at once: Space may follow the focus before the observer reports.
          onFocus={() => registry?.want(blockKey, 'focused', true)}
          onBlur={() => registry?.want(blockKey, 'focused', false)}
          aria-label={`Move ${name}, block ${index + 1}`}
        >
          ⠿
        </button>
        <CardHead view={view} blockKey={blockKey} index={index} actions={actions} />
      </div>
      {!collapsed && <CardBody block={block} />}
    </li>
  );
});
