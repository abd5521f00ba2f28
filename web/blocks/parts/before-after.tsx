'use client';
import { useState, type ReactNode } from 'react';
import styles from './before-after.module.css';

/** Shows the before image by default; two toggle buttons switch between before and after. */
export function BeforeAfter({ before, after, beforeLabel, afterLabel }: { before: ReactNode; after: ReactNode; beforeLabel: string; afterLabel: string }) {
  const [showing, setShowing] = useState<'before' | 'after'>('before');
  return (
    <div>
      <div aria-live="polite">
        <div hidden={showing !== 'before'}>{before}</div>
        <div hidden={showing !== 'after'}>{after}</div>
      </div>
      <div className={styles.buttons} role="group" aria-label="Compare images">
        <button type="button" className={styles.toggle} aria-pressed={showing === 'before'} onClick={() => setShowing('before')}>
          {beforeLabel}
        </button>
        <button type="button" className={styles.toggle} aria-pressed={showing === 'after'} onClick={() => setShowing('after')}>
          {afterLabel}
        </button>
      </div>
    </div>
  );
}
