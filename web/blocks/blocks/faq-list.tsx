import { editMarks, listMarks } from '../edit-marks';
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
      <dl className={styles.list} {...listMarks(block, edit)('items', 'question')}>
        {block.items.map((item, index) => (
          <div key={item.uuid ?? index}>
            <FieldText as="dt" value={item.question} mark={mark(`items.${index}.question`)} placeholder="Question" />
            <dd>
              <SanitisedHtml html={item.answer} mark={mark(`items.${index}.answer`)} placeholder="Answer" />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
