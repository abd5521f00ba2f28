import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function Text({ block, first, edit }: BlockProps<'blocks.text'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <SanitisedHtml html={block.content} mark={mark('content')} placeholder="Text" className="prose" />
    </Section>
  );
}
