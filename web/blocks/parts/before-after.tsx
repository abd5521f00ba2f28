'use client';
import { useState, type ReactNode } from 'react';
import styles from './before-after.module.css';

/** Shows the before image by default; two toggle buttons switch between before and after. */
export function BeforeAfter({
  before,
  after,
  beforeLabel,
  afterLabel,
  groupLabel,
}: {
  before: ReactNode;
  after: ReactNode;
  beforeLabel: string;
  afterLabel: string;
  /** The buttons' group name in the page's language. */
  groupLabel: string;
}) {
  const [showing, setShowing] = useState<'before' | 'after'>('before');
  return (
    <div>
      <div aria-live="polite">
        <div hidden={showing !== 'before'}>{before}</div>
        <div hidden={showing !== 'after'}>{after}</div>
      </div>
      <div className={styles.buttons} role="group" aria-label={groupLabel}>
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
