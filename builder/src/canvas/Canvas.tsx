import { memo, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBuilder } from '../store/store';
import { BlockCard } from './BlockCard';
import { duplicateBlock } from '../store/actions/duplicate-block';
import { removeBlock } from '../store/actions/remove-block';
import { newKey } from '../store/keys';
import { blockKeys } from './block-index';
import { NearViewport, NearViewportContext } from './near-viewport';
import { SortableRegistryContext } from './sortable-registry';

/**
 * The page's blocks. Memoised, and outside dnd-kit's contexts: a drag start, a move over a card or
 * a drop re-renders the sortable bindings (`sortable-bindings.tsx`), the canvas only when its
 * blocks change.
 */
export const Canvas = memo(function Canvas({ announce }: { announce(message: string): void }) {
  // The canvas follows the order of keys only: typing in a block re-renders that block's card alone.
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

  const nameOf = useCallback((uid: string) => components[uid]?.schema.displayName ?? uid, [components]);
  const onSelect = useCallback((key: string) => useBuilder.getState().select(key), []);
  const onToggle = useCallback((key: string) => useBuilder.getState().toggleCollapsed(key), []);
  const onDuplicate = useCallback(
    (key: string) => {
      const copyKey = newKey();
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
      state.change((draft) => removeBlock(draft, key));
      if (state.selectedKey === key) state.select(null);
      announce(`Deleted ${block ? nameOf(block.__component) : 'block'} ${index + 1}. Undo with Ctrl+Z.`);
    },
    [announce, nameOf],
  );

  const actions = useMemo(() => ({ onSelect, onToggle, onDuplicate, onRemove }), [onSelect, onToggle, onDuplicate, onRemove]);
  return (
    <section className="canvas" aria-label="Page blocks" ref={section}>
      <NearViewportContext.Provider value={near}>
        <ol className="blocks">
          {items.map((key, index) => (
            <BlockCard key={key} blockKey={key} index={index} actions={actions} />
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
