import type { FrameRequest } from 'contract/preview';
import styles from '../edit-overlay.module.css';

interface Props {
  /** Document heights of the insertion points: above each block, and below the last. */
  tops: readonly number[];
  /** Where they sit across: the middle of the page's blocks. */
  left: number;
  /** The insertion points shown (the seams of the hovered and the selected block); the others show on focus. */
  shown: ReadonlySet<number>;
  ask(request: FrameRequest): void;
}

/** "+" between blocks: the builder opens its palette to insert a block at that position. Every one is in the tab order. */
export function InsertPoints({ tops, left, shown, ask }: Props) {
  return tops.map((top, index) => (
    <button
      key={index}
      type="button"
      className={shown.has(index) ? `${styles.insert} ${styles.insertShown}` : styles.insert}
      style={{ top, left }}
      aria-label={`Insert a block at position ${index + 1}`}
      data-testid="insert-point"
      onClick={() => ask({ type: 'preview:insert', index })}
    >
      +
    </button>
  ));
}
