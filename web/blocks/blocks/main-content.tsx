import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function MainContent({ block, first, edit }: BlockProps<'blocks.main-content'>) {
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} edit={edit} field="title" placeholder="Title" />
      <FieldText as="p" className="lead" value={block.leadText} edit={edit} field="leadText" placeholder="Lead text" />
      <SanitisedHtml html={block.content} mark={fieldMark(edit, 'content', 'html')} className="prose" />
    </Section>
  );
}
