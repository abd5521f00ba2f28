import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { CollapseList } from '../parts/collapse';
import { Section } from '../parts/section';

export default function FAQCollapse({ block, first, edit }: BlockProps<'blocks.faq-collapse'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <CollapseList
        items={block.items.map((item, index) => ({
          key: item.uuid ?? index,
          title: item.question,
          html: item.answer,
          titleMark: fieldMark(edit, `items.${index}.question`),
          htmlMark: fieldMark(edit, `items.${index}.answer`, 'html'),
        }))}
      />
    </Section>
  );
}
