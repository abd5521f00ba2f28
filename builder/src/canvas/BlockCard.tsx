import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useBuilder } from '../store/store';
import { CONTENT_TYPE_UID, type Block } from '../store/types';
import { blockSummary } from './summary';
import { blockByKey, errorCounts } from './block-index';

export interface CardActions {
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
  onToggle(key: string): void;
}

interface Props { blockKey: string; index: number; actions: CardActions }

/** This card's block, its selection, collapse and problem count: a keystroke elsewhere re-renders nothing here. */
function useCard(key: string) {
  const block = useBuilder((state) => blockByKey(state.structure.blocks, key));
  const selected = useBuilder((state) => state.selectedKey === key);
  const collapsed = useBuilder((state) => !!state.collapsed[key]);
  const name = useBuilder((state) => (block ? state.components[block.__component]?.schema.displayName ?? block.__component : ''));
  const problems = useBuilder((state) => {
    const type = state.document?.type;
    return errorCounts(state.structure, state.components, type ? state.contentTypes[CONTENT_TYPE_UID[type]] : undefined).get(key) ?? 0;
  });
  return { block, selected, collapsed, name, problems };
}

const CardHead = memo(function CardHead({ block, index, name, selected, collapsed, problems, actions }: { block: Block; index: number; name: string; selected: boolean; collapsed: boolean; problems: number; actions: CardActions }) {
  const summary = blockSummary(block);
  const key = block.__key;
  return (
    <>
      <button type="button" className="block-title" onClick={() => actions.onSelect(key)} aria-expanded={!collapsed} aria-pressed={selected}>
        <strong>{name}</strong>
        {summary && <span className="summary"> — {summary}</span>}
        {problems > 0 && <span className="badge-error" aria-label={`${problems} problems`}>{problems}</span>}
      </button>
      <button type="button" onClick={() => actions.onToggle(key)} aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${name}, block ${index + 1}`}>{collapsed ? '▸' : '▾'}</button>
      <button type="button" onClick={() => actions.onDuplicate(key)} aria-label={`Duplicate ${name}, block ${index + 1}`}>Copy</button>
      <button type="button" className="danger" onClick={() => actions.onRemove(key)} aria-label={`Delete ${name}, block ${index + 1}`}>✕</button>
    </>
  );
});

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

/** One block on the canvas; the sortable wrapper is thin because dnd-kit re-renders it on every move. */
export const BlockCard = memo(function BlockCard({ blockKey, index, actions }: Props) {
  const { block, selected, collapsed, name, problems } = useCard(blockKey);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: blockKey, data: { name }, animateLayoutChanges: noLayoutAnimation });
  if (!block) return null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`block-card${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}`}
      data-testid="block-card"
      data-block={block.__component}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="block-head">
        <button type="button" ref={setActivatorNodeRef} className="handle" {...attributes} {...listeners} aria-label={`Move ${name}, block ${index + 1}`}>⠿</button>
        <CardHead block={block} index={index} name={name} selected={selected} collapsed={collapsed} problems={problems} actions={actions} />
      </div>
      {!collapsed && <CardBody block={block} />}
    </li>
  );
});
