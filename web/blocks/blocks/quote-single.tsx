import { CmsImage } from '../../media/image';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Attribution, quoteStyles as quote } from '../parts/quote';
import { Section, cx } from '../parts/section';

export default function QuoteSingle({ block, first }: BlockProps<'blocks.quote-single'>) {
  return (
    <Section block={block} first={first}>
      <figure className={cx(quote.quote, quote.large)}>
        <SanitisedHtml as="blockquote" html={block.quote} />
        <div className={quote.footer}>
          <CmsImage image={block.authorImage} sizes="64px" className={quote.avatar} alt="" />
          <Attribution author={block.author} title={block.authorTitle} />
        </div>
      </figure>
    </Section>
  );
}
