import { editMarks, listMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { CollapseList } from '../parts/collapse';
import { Section } from '../parts/section';

export default function ChaptersCollapse({ block, first, edit }: BlockProps<'blocks.chapters-collapse'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <CollapseList
        htmlPlaceholder="What the chapter says"
        listMark={listMarks(block, edit)('items', 'chapter')}
        items={block.items.map((item, index) => ({
          key: item.uuid ?? index,
          title: (
            <>
              <span>{index + 1}.</span> {item.title}
            </>
          ),
          html: item.description,
          htmlMark: mark(`items.${index}.description`),
        }))}
      />
    </Section>
  );
}
