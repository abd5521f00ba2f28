import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';
import styles from './faq-list.module.css';

export default function FAQList({ block, first, edit }: BlockProps<'blocks.faq-list'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <dl className={styles.list}>
        {block.items.map((item, index) => (
          <div key={item.uuid ?? index}>
            <dt {...fieldMark(edit, `items.${index}.question`)}>{item.question}</dt>
            <dd>
              <SanitisedHtml html={item.answer} mark={fieldMark(edit, `items.${index}.answer`, 'html')} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
