import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

/** An article's HTML text. */
export default function ArticleText({ block, first, edit }: BlockProps<'article.text'>) {
  return (
    <Section block={block} first={first}>
      <SanitisedHtml html={block.content} mark={fieldMark(edit, 'content', 'html')} className="prose" />
    </Section>
  );
}
