import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

/** An article's HTML text. */
export default function ArticleText({ block, first }: BlockProps<'article.text'>) {
  return (
    <Section block={block} first={first}>
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}
