import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function Text({ block, first }: BlockProps<'blocks.text'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2>{block.title}</h2> : null}
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}
