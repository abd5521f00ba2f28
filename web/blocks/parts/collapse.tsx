import type { FieldMark, ListMark } from '../edit-marks';
import type { ReactNode } from 'react';
import styles from './collapse.module.css';
import { SanitisedHtml } from './html';

/**
 * Items that expand and collapse with <details>/<summary>: keyboard operable (Enter/Space), announced
 * as expanded/collapsed by screen readers, and working without JavaScript. In the draft preview (the
 * items' marks), an empty title or text shows its placeholder, and an item whose text is empty is
 * open, so that the place to write it shows.
 */
export function CollapseList({
  items,
  titlePlaceholder = 'Title',
  htmlPlaceholder = 'Text',
  listMark,
}: {
  /** titleMark, htmlMark: the draft preview's field marks (../edit-marks.ts); absent on public pages. */
  items: ReadonlyArray<{ key: string | number; title: ReactNode; html: string | null; titleMark?: FieldMark; htmlMark?: FieldMark }>;
  titlePlaceholder?: string;
  htmlPlaceholder?: string;
  /** The draft preview's mark of the list (items can be added on the page). */
  listMark?: ListMark;
}) {
  return (
    <div {...listMark}>
      {items.map((item) => (
        <details className={styles.collapse} key={item.key} open={item.htmlMark && !item.html ? true : undefined}>
          <summary>
            <h3 className={styles.title} {...item.titleMark} data-placeholder={item.titleMark && !item.title ? titlePlaceholder : undefined}>
              {item.title}
            </h3>
          </summary>
          <SanitisedHtml html={item.html} className={styles.body} mark={item.htmlMark} placeholder={htmlPlaceholder} />
        </details>
      ))}
    </div>
  );
}
