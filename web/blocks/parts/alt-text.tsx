import type { FieldMark } from '../edit-marks';
import styles from './alt-text.module.css';
import { cx } from './section';

/**
 * In the draft preview only (the mark is given): an image's description (its alt text field), which
 * the page does not show, shown under the image to be written in place (an empty one as a
 * placeholder). Nothing on public pages. Used by Figure (one image) and by blocks with a list of
 * images (MediaGrid's entries, LogoStrip's logos), whose marks carry the item's path (`logos.2.alt`).
 */
export function AltText({
  value,
  mark,
  label = 'Image description (alt text)',
  placeholder = 'Describe the image',
  className,
}: {
  value: string | null | undefined;
  mark: FieldMark;
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  if (!mark) return null;
  return (
    <p className={cx(styles.alt, className)}>
      <span className={styles.label}>{label}: </span>
      <span {...mark} {...(value ? {} : { 'data-placeholder': placeholder })}>
        {value || null}
      </span>
    </p>
  );
}
