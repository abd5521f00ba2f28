import type { PointerEvent as ReactPointerEvent, Ref } from 'react';
import type { BlockAction, FrameRequest } from 'contract/preview';
import styles from '../edit-overlay.module.css';

const ACTIONS: ReadonlyArray<{ action: BlockAction; label: string; text: string }> = [
  { action: 'up', label: 'Move block up', text: '↑' },
  { action: 'down', label: 'Move block down', text: '↓' },
  { action: 'duplicate', label: 'Duplicate block', text: 'Copy' },
  { action: 'delete', label: 'Delete block', text: '✕' },
];

interface Props {
  ref: Ref<HTMLDivElement>;
  /** The selected block's position and readable name. */
  index: number;
  name: string;
  /** How many blocks the page has (the last one cannot move down). */
  count: number;
  ask(request: FrameRequest): void;
  onEditText(): void;
  onGripDown(event: ReactPointerEvent<HTMLElement>): void;
}

/** The selected block's toolbar: a grip to drag it, edit its text in place, move up, move down, duplicate, delete. */
export function BlockToolbar({ ref, index, name, count, ask, onEditText, onGripDown }: Props) {
  return (
    <div ref={ref} className={styles.toolbar} role="toolbar" aria-label={`${name}, block ${index + 1}`}>
      {/* For the mouse; the keyboard has move up and move down (and the outline's keyboard drag). */}
      <span className={styles.grip} aria-hidden="true" title="Drag to move the block (Escape cancels)" data-testid="drag-grip" onPointerDown={onGripDown}>
        ⠿
      </span>
      <button type="button" onClick={onEditText} aria-label="Edit text" aria-keyshortcuts="Enter">
        ✎
      </button>
      {ACTIONS.map(({ action, label, text }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          title={label}
          disabled={(action === 'up' && index === 0) || (action === 'down' && index === count - 1)}
          onClick={() => ask({ type: 'preview:action', index, action })}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
