import type { FieldMark } from '../edit-marks';
import type { ReactNode } from 'react';
import styles from './collapse.module.css';
import { SanitisedHtml } from './html';

/**
 * Items that expand and collapse with <details>/<summary>: keyboard operable (Enter/Space), announced
 * as expanded/collapsed by screen readers, and working without JavaScript.
 */
export function CollapseList({
  items,
}: {
  /** titleMark, htmlMark: the draft preview's field marks (../edit-marks.ts); absent on public pages. */
  items: ReadonlyArray<{ key: string | number; title: ReactNode; html: string | null; titleMark?: FieldMark; htmlMark?: FieldMark }>;
}) {
  return (
    <div>
      {items.map((item) => (
        <details className={styles.collapse} key={item.key}>
          <summary>
            <h3 className={styles.title} {...item.titleMark}>
              {item.title}
            </h3>
          </summary>
          <SanitisedHtml html={item.html} className={styles.body} mark={item.htmlMark} />
        </details>
      ))}
    </div>
  );
}
