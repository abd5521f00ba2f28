import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function Text({ block, first, edit }: BlockProps<'blocks.text'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <SanitisedHtml html={block.content} mark={fieldMark(edit, 'content', 'html')} className="prose" />
    </Section>
  );
}
