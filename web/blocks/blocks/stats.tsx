import { editMarks, listMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section } from '../parts/section';
import styles from './stats.module.css';

/**
 * Key figures side by side: each a value shown large ("40%") over what it measures, read in that order
 * ("40% faster drawing sets"); an optional title above and footnote (the source) below. A figure without
 * its value or label is left out of public pages; the draft preview shows it to be written in place.
 */
export default function Stats({ block, first, edit }: BlockProps<'blocks.stats'>) {
  const mark = editMarks(block, edit);
  // Each figure keeps its place in the block (`position`): the draft preview marks its fields by it.
  const stats = block.stats.map((stat, position) => ({ ...stat, position })).filter((stat) => edit || (stat.value && stat.label));
  if (stats.length === 0 && !edit) return null;
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" className={styles.title} value={block.title} mark={mark('title')} placeholder="Title" />
      <ul className={styles.stats} role="list" data-count={stats.length} {...listMarks(block, edit)('stats', 'figure')}>
        {stats.map((stat) => (
          <li key={stat.position} className={styles.stat}>
            <FieldText as="p" className={styles.value} value={stat.value} mark={mark(`stats.${stat.position}.value`)} placeholder="40%" />
            <FieldText as="p" className={styles.label} value={stat.label} mark={mark(`stats.${stat.position}.label`)} placeholder="What it measures" />
          </li>
        ))}
      </ul>
      <FieldText as="p" className={styles.footnote} value={block.footnote} mark={mark('footnote')} placeholder="Footnote" />
    </Section>
  );
}
