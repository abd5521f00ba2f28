import { editMarks, listMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { CollapseList } from '../parts/collapse';
import { Section } from '../parts/section';

export default function FAQCollapse({ block, first, edit }: BlockProps<'blocks.faq-collapse'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <CollapseList
        titlePlaceholder="Question"
        htmlPlaceholder="Answer"
        listMark={listMarks(block, edit)('items', 'question')}
        items={block.items.map((item, index) => ({
          key: item.uuid ?? index,
          title: item.question,
          html: item.answer,
          titleMark: mark(`items.${index}.question`),
          htmlMark: mark(`items.${index}.answer`),
        }))}
      />
    </Section>
  );
}
