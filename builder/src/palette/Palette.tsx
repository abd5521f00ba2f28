import { memo, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useDraggable } from '@dnd-kit/core';
import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import { useBuilder } from '../store/store';
import { clearDragAttributes, writeDragAttributes } from '../outline/dnd-attributes';
import { paletteGroups } from './group';
import { pictureOf, type Picture } from './pictures';
import type { ComponentSchema } from '../schema/types';
import { blockName } from '../schema/readable';
import { SearchInput } from '../app/ui/SearchInput';
import { setInsertPoint, useEscapeCancelsInsert, useInsertPoint } from '../page-canvas/insert-point';

export const PALETTE_PREFIX = 'palette:';

/** The id of a palette block's drag button (the focus goes back to it after a cancelled keyboard drag). */
export const paletteButtonId = (uid: string) => `palette-${uid}`;

type DraggableListeners = ReturnType<typeof useDraggable>['listeners'];

interface BindingProps {
  block: ComponentSchema;
  button: RefObject<HTMLButtonElement | null>;
  listeners: RefObject<DraggableListeners>;
  onDragging(dragging: boolean): void;
}

/**
 * dnd-kit's draggable for one palette block, rendered only while the pointer is over the block, it
 * has the focus or it is being dragged (like the canvas cards' sortable binding): dnd-kit's context
 * re-renders every useDraggable on each drag start and drop, and a page's palette has dozens. It
 * renders nothing: it points dnd-kit at the button, writes its ARIA attributes and lends it the
 * pointer and keyboard listeners.
 */
const DraggableBinding = memo(function DraggableBinding({ block, name, button, listeners, onDragging }: BindingProps & { name: string }) {
  const data = useMemo(() => ({ uid: block.uid, name }), [block, name]);
  const draggable = useDraggable({ id: `${PALETTE_PREFIX}${block.uid}`, data });
  const { attributes, setNodeRef, isDragging } = draggable;
  useLayoutEffect(() => {
    listeners.current = draggable.listeners;
  });
  useLayoutEffect(() => setNodeRef(button.current), [button, setNodeRef]);
  useLayoutEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  useLayoutEffect(() => writeDragAttributes(button.current, attributes), [button, attributes]);
  useLayoutEffect(
    () => () => {
      listeners.current = undefined;
      clearDragAttributes(button.current);
    },
    [button, listeners],
  );
  return null;
});

const PaletteItem = memo(function PaletteItem({
  block,
  name,
  picture,
  onAdd,
  insertAt,
}: {
  block: ComponentSchema;
  name: string;
  picture: Picture | undefined;
  onAdd(uid: string): void;
  /** The chosen insert point (0-based), or null: the block goes after the selected one. */
  insertAt: number | null;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const listeners = useRef<DraggableListeners>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // A press before the binding has rendered after the pointer came over: bind now, same event.
    if (!listeners.current) flushSync(() => setHovered(true));
    listeners.current?.onPointerDown?.(event);
  };
  return (
    <li className={`palette-item${dragging ? ' dragging' : ''}`}>
      <button
        type="button"
        ref={button}
        id={paletteButtonId(block.uid)}
        className="palette-drag"
        aria-label={`Drag ${name} onto the page`}
        title={block.schema.description}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={(event) => event.buttons === 0 && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onPointerDown={onPointerDown}
        onKeyDown={(event) => listeners.current?.onKeyDown?.(event)}
      >
        {picture && <img src={picture.src} alt="" width={picture.width} height={picture.height} />}
        <span>{name}</span>
      </button>
      <button
        type="button"
        className="palette-add"
        onClick={() => onAdd(block.uid)}
        aria-label={insertAt === null ? `Add ${name} after the selected block` : `Insert ${name} at position ${insertAt + 1}`}
      >
        <Plus aria-hidden="true" size={18} />
      </button>
      {(hovered || focused || dragging) && <DraggableBinding block={block} name={name} button={button} listeners={listeners} onDragging={setDragging} />}
    </li>
  );
});

/**
 * Every block type the page's dynamic zone accepts, grouped and searchable. Its heading folds it to
 * give the outline below the whole sidebar (`open`, kept by the builder page). Memoised: the builder
 * page's renders skip it.
 */
export const Palette = memo(function Palette({
  allowed,
  onAdd,
  open,
  onToggle,
}: {
  allowed: readonly string[];
  onAdd(uid: string): void;
  open: boolean;
  onToggle(): void;
}) {
  const components = useBuilder((state) => state.components);
  const insertAt = useInsertPoint((state) => state.position);
  useEscapeCancelsInsert(insertAt !== null);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => paletteGroups(allowed, components, search), [allowed, components, search]);
  return (
    <aside className="palette" aria-labelledby="palette-heading" id="palette">
      <h2 id="palette-heading">
        <button type="button" id="palette-toggle" className="palette-toggle" aria-expanded={open} aria-controls="palette-blocks" onClick={onToggle}>
          Blocks {open ? <ChevronDown aria-hidden="true" size={16} /> : <ChevronRight aria-hidden="true" size={16} />}
        </button>
      </h2>
      <div id="palette-blocks" hidden={!open}>
        {open && (
          <>
            {insertAt !== null && (
              <p className="palette-insert" role="status">
                Insert at position {insertAt + 1}: choose a block below, or press Escape to cancel.{' '}
                <button type="button" onClick={() => setInsertPoint(null)}>
                  Cancel
                </button>
              </p>
            )}
            <SearchInput className="palette-search" label="Search blocks" hideLabel placeholder="Search blocks" value={search} onChange={setSearch} />
            {groups.length === 0 && <p className="empty">No block matches “{search}”.</p>}
            {groups.map((group) => (
              <section key={group.name} aria-label={group.name}>
                <h3>{group.name}</h3>
                <ul>
                  {group.blocks.map((block) => (
                    <PaletteItem
                      key={block.uid}
                      block={block}
                      name={blockName(block.uid, components)}
                      picture={pictureOf(block.uid)}
                      onAdd={onAdd}
                      insertAt={insertAt}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </aside>
  );
});
