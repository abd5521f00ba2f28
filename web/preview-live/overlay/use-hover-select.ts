import { useEffect, useState } from 'react';
import { FIELD_ATTRIBUTE, type FrameRequest } from 'contract/preview';
import { blockElementAt, blockIndexOf, fieldSelector } from './page-blocks';
import styles from '../edit-overlay.module.css';

interface Options {
  ask(request: FrameRequest): void;
  selected: number | null;
  onSelect(index: number | null): void;
  /** Clicks inside a text being edited place the caret: they select nothing. */
  isEditing(target: Element): boolean;
}

/**
 * The block under the pointer (its outline shows its name), and selection by click: a click selects
 * its block and names the field under the pointer, which the builder focuses in its panel. The page's
 * links and buttons do not act in the canvas. The selected block, chosen here, in the builder's list
 * or by keyboard, is scrolled into view. Returns the hovered block's position, or null.
 */
export function useHoverSelect({ ask, selected, onSelect, isEditing }: Options): number | null {
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    if (selected === null) return;
    blockElementAt(selected)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  useEffect(() => {
    const onOver = (event: MouseEvent) => setHover(blockIndexOf(event.target as Element));
    const onLeave = () => setHover(null);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(`.${styles.layer}`)) return;
      const index = blockIndexOf(target);
      if (index === null) return;
      if (isEditing(target)) return;
      // In the canvas, the page's links and buttons select their block instead of acting (a
      // collapsed item's summary still opens, so that its answer can be edited).
      if (!target.closest('summary')) event.preventDefault();
      // The second click of a double click starts an edit here: it asks for no field in the panel.
      const field = event.detail >= 2 ? null : (target.closest(fieldSelector)?.getAttribute(FIELD_ATTRIBUTE) ?? null);
      onSelect(index);
      ask({ type: 'preview:select', index, field });
    };
    document.addEventListener('mouseover', onOver);
    document.documentElement.addEventListener('mouseleave', onLeave);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      document.removeEventListener('click', onClick, true);
    };
  }, [ask, isEditing, onSelect]);

  return hover;
}
