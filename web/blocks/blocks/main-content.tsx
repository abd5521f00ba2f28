import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function MainContent({ block, first, edit }: BlockProps<'blocks.main-content'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      {block.leadText ? (
        <p className="lead" {...fieldMark(edit, 'leadText')}>
          {block.leadText}
        </p>
      ) : null}
      <SanitisedHtml html={block.content} mark={fieldMark(edit, 'content', 'html')} className="prose" />
    </Section>
  );
}
