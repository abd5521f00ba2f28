import type { FieldMark } from '../edit-marks';
import type { ReactNode } from 'react';
import { AltText } from './alt-text';
import styles from './figure.module.css';
import { cx } from './section';

/**
 * A block's figure: the image(s), then the caption and credit when there are any (each its own
 * element, so they can be set apart). In the draft preview (the marks are given) an empty caption
 * shows a placeholder to write it in place, and the image's description (alt text, `alt`), which the
 * page does not show, is shown under the image to be written in place too.
 */
export function Figure({
  caption,
  credit,
  size,
  className,
  children,
  captionMark,
  alt,
}: {
  caption?: string | null;
  /** The draft preview's mark of the caption field (../edit-marks.ts); absent on public pages. */
  captionMark?: FieldMark;
  credit?: string | null;
  size?: 'small' | 'medium' | 'large' | null;
  className?: string;
  children: ReactNode;
  /** The image's alt text field and, in the draft preview only, its mark. */
  alt?: { value: string | null | undefined; mark: FieldMark };
}) {
  return (
    <figure className={cx(styles.figure, size && styles[size], className)}>
      {children}
      {alt ? <AltText value={alt.value} mark={alt.mark} /> : null}
      {caption || credit || captionMark ? (
        <figcaption className={styles.caption}>
          {caption ? (
            <span {...captionMark} className={styles.captionText}>
              {caption}
            </span>
          ) : captionMark ? (
            <span {...captionMark} className={styles.captionText} data-placeholder="Caption" />
          ) : null}
          {credit ? <span className={styles.credit}> {credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
