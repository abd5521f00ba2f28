import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';

/** An article's HTML text. */
export default function ArticleText({ block, first, edit }: BlockProps<'article.text'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <SanitisedHtml html={block.content} mark={mark('content')} placeholder="Write the article’s text" className="prose" />
    </Section>
  );
}
