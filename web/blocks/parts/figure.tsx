import type { FieldMark } from '../edit-marks';
import type { ReactNode } from 'react';
import styles from './figure.module.css';
import { cx } from './section';

/** A block's figure: the image(s), then the caption and credit when there are any (each its own element, so they can be set apart). */
export function Figure({
  caption,
  credit,
  size,
  className,
  children,
  captionMark,
}: {
  caption?: string | null;
  /** The draft preview's mark of the caption field (../edit-marks.ts); absent on public pages. */
  captionMark?: FieldMark;
  credit?: string | null;
  size?: 'small' | 'medium' | 'large' | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={cx(styles.figure, size && styles[size], className)}>
      {children}
      {caption || credit ? (
        <figcaption className={styles.caption}>
          {caption ? (
            <span {...captionMark} className={styles.captionText}>
              {caption}
            </span>
          ) : null}
          {credit ? <span className={styles.credit}> {credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
