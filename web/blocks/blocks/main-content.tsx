import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function MainContent({ block, first }: BlockProps<'blocks.main-content'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.leadText ? <p className="lead">{block.leadText}</p> : null}
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}
