import type { FieldMark } from '../edit-marks';
import styles from './quote.module.css';

export { styles as quoteStyles };

/** The quote's author (and role) under a quote block's blockquote. */
export function Attribution({ author, title, authorMark }: { author: string | null; title?: string | null; authorMark?: FieldMark }) {
  if (!author) return null;
  return (
    <figcaption className={styles.author}>
      <cite {...authorMark}>{author}</cite>
      {title ? <span>, {title}</span> : null}
    </figcaption>
  );
}
