import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

export default function RawHtml({ block, first }: BlockProps<'blocks.raw-html'>) {
  return (
    <Section block={block} first={first}>
      <SanitisedHtml html={block.html} />
    </Section>
  );
}
