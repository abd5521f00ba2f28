import type { PointerEvent as ReactPointerEvent, Ref } from 'react';
import type { BlockAction, FrameRequest } from 'contract/preview';
import styles from '../edit-overlay.module.css';
import { ToolbarIcon } from './toolbar-icons';

const ACTIONS: ReadonlyArray<{ action: BlockAction; label: string }> = [
  { action: 'up', label: 'Move block up' },
  { action: 'down', label: 'Move block down' },
  { action: 'duplicate', label: 'Duplicate block' },
  { action: 'delete', label: 'Delete block' },
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
        <ToolbarIcon name="grip" />
      </span>
      <button type="button" onClick={onEditText} aria-label="Edit text" title="Edit text (Enter)" aria-keyshortcuts="Enter">
        <ToolbarIcon name="edit" />
      </button>
      {ACTIONS.map(({ action, label }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          title={label}
          disabled={(action === 'up' && index === 0) || (action === 'down' && index === count - 1)}
          onClick={() => ask({ type: 'preview:action', index, action })}
        >
          <ToolbarIcon name={action} />
        </button>
      ))}
    </div>
  );
}
