import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Attribution, quoteStyles as quote } from '../parts/quote';
import { Section } from '../parts/section';
import styles from './article-quote.module.css';

export default function ArticleQuote({ block, first, edit }: BlockProps<'blocks.article-quote'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={block.grayBackground ? styles.gray : undefined}>
      <figure className={quote.quote}>
        <SanitisedHtml as="blockquote" html={block.quote} mark={mark('quote')} placeholder="Quote" />
        <div className={quote.footer}>
          <CmsImage image={block.authorImage} sizes="64px" className={quote.avatar} alt="" />
          <Attribution author={block.author} authorMark={mark('author')} />
        </div>
      </figure>
    </Section>
  );
}
