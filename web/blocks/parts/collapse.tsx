import type { ReactNode } from 'react';
import styles from './collapse.module.css';
import { SanitisedHtml } from './html';

/**
 * Items that expand and collapse with <details>/<summary>: keyboard operable (Enter/Space), announced
 * as expanded/collapsed by screen readers, and working without JavaScript.
 */
export function CollapseList({ items }: { items: ReadonlyArray<{ key: string | number; title: ReactNode; html: string | null }> }) {
  return (
    <div>
      {items.map((item) => (
        <details className={styles.collapse} key={item.key}>
          <summary>
            <h3 className={styles.title}>{item.title}</h3>
          </summary>
          <SanitisedHtml html={item.html} className={styles.body} />
        </details>
      ))}
    </div>
  );
}
