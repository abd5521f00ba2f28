import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Block } from '../store/types';
import { blockSummary } from './summary';

interface Props {
  block: Block;
  index: number;
  name: string;
  selected: boolean;
  collapsed: boolean;
  errorCount: number;
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onToggle(key: string): void;
}

/** One block on the canvas. Memoised: typing in one block re-renders that card only. */
export const BlockCard = memo(function BlockCard({ block, index, name, selected, collapsed, errorCount, onSelect, onDuplicate, onRemove, onToggle }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.__key, data: { name } });
  const summary = blockSummary(block);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`block-card${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}`}
      data-testid="block-card"
      data-block={block.__component}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="block-head">
        <button type="button" ref={setActivatorNodeRef} className="handle" {...attributes} {...listeners} aria-label={`Move ${name}, block ${index + 1}`}>⠿</button>
        <button type="button" className="block-title" onClick={() => onSelect(block.__key)} aria-expanded={!collapsed} aria-pressed={selected}>
          <strong>{name}</strong>
          {summary && <span className="summary"> — {summary}</span>}
          {errorCount > 0 && <span className="badge-error" aria-label={`${errorCount} problems`}>{errorCount}</span>}
        </button>
        <button type="button" onClick={() => onToggle(block.__key)} aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${name}, block ${index + 1}`}>{collapsed ? '▸' : '▾'}</button>
        <button type="button" onClick={() => onDuplicate(block.__key)} aria-label={`Duplicate ${name}, block ${index + 1}`}>Copy</button>
        <button type="button" className="danger" onClick={() => onRemove(block.__key)} aria-label={`Delete ${name}, block ${index + 1}`}>✕</button>
      </div>
      {!collapsed && (
        <dl className="block-body">
          {Object.entries(block)
            .filter(([key, value]) => !key.startsWith('__') && key !== 'id' && value !== null && value !== '' && typeof value !== 'object' && typeof value !== 'boolean')
            .slice(0, 4)
            .map(([key, value]) => (
              <div key={key}><dt>{key}</dt><dd>{String(value).replace(/<[^>]*>/g, ' ').slice(0, 120)}</dd></div>
            ))}
        </dl>
      )}
    </li>
  );
});
