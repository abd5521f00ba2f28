import { useCallback } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBuilder } from '../store/store';
import { BlockCard } from './BlockCard';
import { duplicateBlock } from '../store/actions/duplicate-block';
import { removeBlock } from '../store/actions/remove-block';
import { newKey } from '../store/keys';

export const CANVAS_END = 'canvas:end';

export function Canvas({ errorCounts, announce }: { errorCounts: Record<string, number>; announce(message: string): void }) {
  const blocks = useBuilder((state) => state.structure.blocks);
  const components = useBuilder((state) => state.components);
  const selectedKey = useBuilder((state) => state.selectedKey);
  const collapsed = useBuilder((state) => state.collapsed);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_END });

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

  return (
    <section className="canvas" aria-label="Page blocks">
      <SortableContext items={blocks.map((b) => b.__key)} strategy={verticalListSortingStrategy}>
        <ol className="blocks">
          {blocks.map((block, index) => (
            <BlockCard
              key={block.__key}
              block={block}
              index={index}
              name={nameOf(block.__component)}
              selected={block.__key === selectedKey}
              collapsed={!!collapsed[block.__key]}
              errorCount={errorCounts[block.__key] ?? 0}
              onSelect={onSelect}
              onDuplicate={onDuplicate}
              onRemove={onRemove}
              onToggle={onToggle}
            />
          ))}
        </ol>
      </SortableContext>
      <div ref={setNodeRef} className={`canvas-end${isOver ? ' over' : ''}`} data-testid="canvas-end">
        {blocks.length === 0 ? 'Drag blocks here, or use a block’s + button.' : 'Drop here to add at the end'}
      </div>
    </section>
  );
}
