import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';
import styles from './faq-list.module.css';

export default function FAQList({ block, first, edit }: BlockProps<'blocks.faq-list'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <dl className={styles.list}>
        {block.items.map((item, index) => (
          <div key={item.uuid ?? index}>
            <dt {...mark(`items.${index}.question`)}>{item.question}</dt>
            <dd>
              <SanitisedHtml html={item.answer} mark={mark(`items.${index}.answer`)} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
