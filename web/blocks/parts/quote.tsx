import styles from './quote.module.css';

export { styles as quoteStyles };

/** The quote's author (and role) under a quote block's blockquote. */
export function Attribution({ author, title }: { author: string | null; title?: string | null }) {
  if (!author) return null;
  return (
    <figcaption className={styles.author}>
      <cite>{author}</cite>
      {title ? <span>, {title}</span> : null}
    </figcaption>
  );
}
