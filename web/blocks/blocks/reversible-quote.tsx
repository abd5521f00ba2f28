import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Attribution, quoteStyles as quote } from '../parts/quote';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function ReversibleQuote({ block, first, edit }: BlockProps<'blocks.reversible-quote'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, block.reversed && split.reversed)}>
        <CmsImage image={block.singleImage} sizes="(min-width: 992px) 50vw, 100vw" />
        <figure className={quote.quote}>
          <SanitisedHtml as="blockquote" html={block.quote} mark={mark('quote')} placeholder="Quote" />
          <Attribution author={block.author} authorMark={mark('author')} />
        </figure>
      </div>
    </Section>
  );
}
