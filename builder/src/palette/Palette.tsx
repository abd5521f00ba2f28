import { memo, useMemo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useBuilder } from '../store/store';
import { paletteGroups } from './group';
import { sketchDataUri } from './sketch';
import type { ComponentSchema } from '../schema/types';

export const PALETTE_PREFIX = 'palette:';

const PaletteItem = memo(function PaletteItem({ block, picture, onAdd }: { block: ComponentSchema; picture: string; onAdd(uid: string): void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${block.uid}`, data: { uid: block.uid, name: block.schema.displayName } });
  return (
    <li className={`palette-item${isDragging ? ' dragging' : ''}`}>
      <button type="button" ref={setNodeRef} className="palette-drag" {...attributes} {...listeners} aria-label={`Drag ${block.schema.displayName} onto the page`} title={block.schema.description}>
        <img src={picture} alt="" width={96} height={60} />
        <span>{block.schema.displayName}</span>
      </button>
      <button type="button" className="palette-add" onClick={() => onAdd(block.uid)} aria-label={`Add ${block.schema.displayName} after the selected block`}>+</button>
    </li>
  );
});

/** Every block type the page's dynamic zone accepts, grouped and searchable. Memoised: the builder page's renders skip it. */
export const Palette = memo(function Palette({ allowed, onAdd }: { allowed: readonly string[]; onAdd(uid: string): void }) {
  const components = useBuilder((state) => state.components);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => paletteGroups(allowed, components, search), [allowed, components, search]);
  const pictures = useMemo(() => Object.fromEntries(allowed.map((uid) => [uid, sketchDataUri(uid, components)])), [allowed, components]);
  return (
    <aside className="palette" aria-label="Blocks">
      <label className="palette-search">
        <span className="sr-only">Search blocks</span>
        <input type="search" placeholder="Search blocks" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {groups.length === 0 && <p className="empty">No block matches “{search}”.</p>}
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <h3>{group.name}</h3>
          <ul>
            {group.blocks.map((block) => <PaletteItem key={block.uid} block={block} picture={pictures[block.uid]} onAdd={onAdd} />)}
          </ul>
        </section>
      ))}
    </aside>
  );
});
