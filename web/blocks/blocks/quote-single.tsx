import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Attribution, quoteStyles as quote } from '../parts/quote';
import { Section, cx } from '../parts/section';

export default function QuoteSingle({ block, first, edit }: BlockProps<'blocks.quote-single'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <figure className={cx(quote.quote, quote.large)}>
        <SanitisedHtml as="blockquote" html={block.quote} mark={mark('quote')} placeholder="Quote" />
        <div className={quote.footer}>
          <CmsImage image={block.authorImage} sizes="64px" className={quote.avatar} alt="" />
          <Attribution author={block.author} authorMark={mark('author')} title={block.authorTitle} />
        </div>
      </figure>
    </Section>
  );
}
