import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function MainContent({ block, first, edit }: BlockProps<'blocks.main-content'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.leadText} mark={mark('leadText')} placeholder="Lead text" />
      <SanitisedHtml html={block.content} mark={mark('content')} placeholder="Text" className="prose" />
    </Section>
  );
}
