import { memo, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBuilder } from '../store/store';
import { BlockCard } from './BlockCard';
import { duplicateBlock } from '../store/actions/duplicate-block';
import { removeBlock } from '../store/actions/remove-block';
import { moveBlock } from '../store/actions/move-block';
import { newKey } from '../store/keys';
import { blockName } from '../schema/readable';
import { requestFocus } from './focus-request';
import { blockKeys } from './block-index';
import { NearViewport, NearViewportContext } from './near-viewport';
import { SortableRegistryContext } from './sortable-registry';

/**
 * The outline: the page's blocks as a compact list (name and summary; move, duplicate and delete on
 * the selected row; drag to reorder). Selection is the store's, shared with the page canvas. Memoised, and outside dnd-kit's contexts: a drag start, a move over a card or
 * a drop re-renders the sortable bindings (`sortable-bindings.tsx`), the outline only when its
 * blocks change.
 */
export const Outline = memo(function Outline({ announce }: { announce(message: string): void }) {
  // The outline follows the order of keys only: typing in a block re-renders that block's card alone.
  const items = useBuilder((state) => blockKeys(state.structure.blocks));
  const components = useBuilder((state) => state.components);
  const registry = useContext(SortableRegistryContext);
  const setEnd = useCallback((element: HTMLDivElement | null) => registry?.setCanvasEnd(element), [registry]);
  const section = useRef<HTMLElement>(null);
  const [near] = useState(() => new NearViewport());
  useLayoutEffect(() => {
    near.connect(section.current);
    return () => near.disconnect();
  }, [near]);

  const nameOf = useCallback((uid: string) => blockName(uid, components), [components]);
  const onSelect = useCallback((key: string) => useBuilder.getState().select(key), []);
  const onMove = useCallback(
    (key: string, by: -1 | 1) => {
      const state = useBuilder.getState();
      const from = state.structure.blocks.findIndex((b) => b.__key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= state.structure.blocks.length) return;
      state.change((draft) => moveBlock(draft, from, to));
      announce(`Moved ${nameOf(state.structure.blocks[from]!.__component)} to position ${to + 1} of ${state.structure.blocks.length}.`);
    },
    [announce, nameOf],
  );
  const onDuplicate = useCallback(
    (key: string) => {
      const copyKey = newKey();
      requestFocus(copyKey);
      useBuilder.getState().change((draft) => duplicateBlock(draft, key, copyKey));
      useBuilder.getState().select(copyKey);
      const index = useBuilder.getState().structure.blocks.findIndex((b) => b.__key === copyKey);
      announce(`Duplicated as block ${index + 1}.`);
    },
    [announce],
  );
  const onRemove = useCallback(
    (key: string) => {
      const state = useBuilder.getState();
      const index = state.structure.blocks.findIndex((b) => b.__key === key);
      const block = state.structure.blocks[index];
      // The focus goes to the row that takes its place (or the one before), selected.
      const next = state.structure.blocks[index + 1] ?? state.structure.blocks[index - 1];
      if (next) requestFocus(next.__key);
      state.change((draft) => removeBlock(draft, key));
      if (state.selectedKey === key) state.select(next?.__key ?? null);
      announce(`Deleted ${block ? nameOf(block.__component) : 'block'} ${index + 1}. Undo with Ctrl+Z.`);
    },
    [announce, nameOf],
  );

  const actions = useMemo(() => ({ onSelect, onMove, onDuplicate, onRemove }), [onSelect, onMove, onDuplicate, onRemove]);
  return (
    <section className="canvas outline" aria-labelledby="outline-heading" ref={section} id="outline">
      <h2 id="outline-heading" className="outline-heading">
        Outline <span className="hint">{items.length === 1 ? '1 block' : `${items.length} blocks`}</span>
      </h2>
      <NearViewportContext.Provider value={near}>
        <ol className="blocks">
          {items.map((key, index) => (
            <BlockCard key={key} blockKey={key} index={index} last={index === items.length - 1} actions={actions} />
          ))}
        </ol>
      </NearViewportContext.Provider>
      {/* Its `over` class is set by its droppable binding. */}
      <div ref={setEnd} className="canvas-end" data-testid="canvas-end">
        {items.length === 0 ? 'Drag blocks here, or use a block’s + button.' : 'Drop here to add at the end'}
      </div>
    </section>
  );
});
