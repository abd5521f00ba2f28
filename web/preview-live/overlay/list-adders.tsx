import { useEffect, useState } from 'react';
import { FIELD_ATTRIBUTE, LIST_ATTRIBUTE, LIST_ITEM_ATTRIBUTE, type FrameRequest } from 'contract/preview';
import { blockElementAt, boxOf, fieldSelector, type Box } from './page-blocks';
import styles from '../edit-overlay.module.css';

interface List {
  field: string;
  item: string;
  box: Box;
}

interface Props {
  /** The selected block's position: its lists get an "Add …" button. */
  selected: number | null;
  /** Changes whenever the page's blocks were measured again (a new rendering, a resize). */
  measured: unknown;
  ask(request: FrameRequest): void;
  /** A new item was asked for: the texts the block had before, to find the new item's first text once it shows. */
  onAdd(index: number, field: string, before: ReadonlySet<string>): void;
}

/** The texts marked in a block now ("items.0.question"…). */
export const fieldsOfBlock = (index: number): Set<string> =>
  new Set([...(blockElementAt(index)?.querySelectorAll(fieldSelector) ?? [])].map((element) => element.getAttribute(FIELD_ATTRIBUTE) ?? ''));

/**
 * "Add question" (or feature, figure…) below each list of the selected block (../../blocks/edit-marks.ts
 * `listMarks`): the builder adds an item at the end of the list, as its panel's "Add" does, and the new
 * item's first text is then edited in place.
 */
export function ListAdders({ selected, measured, ask, onAdd }: Props) {
  const [lists, setLists] = useState<List[]>([]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const block = selected === null ? undefined : blockElementAt(selected);
      const found = block ? [...block.querySelectorAll<HTMLElement>(`[${LIST_ATTRIBUTE}]`)] : [];
      setLists(
        found.map((element) => ({
          field: element.getAttribute(LIST_ATTRIBUTE) ?? '',
          item: element.getAttribute(LIST_ITEM_ATTRIBUTE) || 'item',
          box: boxOf(element),
        })),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [selected, measured]);
  if (selected === null) return null;
  return lists.map((list) => (
    <button
      key={list.field}
      type="button"
      className={styles.addItem}
      style={{ top: list.box.top + list.box.height + 4, left: list.box.left }}
      data-testid="add-item"
      onClick={() => {
        onAdd(selected, list.field, fieldsOfBlock(selected));
        ask({ type: 'preview:add-item', index: selected, field: list.field });
      }}
    >
      + Add {list.item}
    </button>
  ));
}
