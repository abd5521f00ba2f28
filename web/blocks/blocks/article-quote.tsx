import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Attribution, quoteStyles as quote } from '../parts/quote';
import { Section } from '../parts/section';
import styles from './article-quote.module.css';

export default function ArticleQuote({ block, first, edit }: BlockProps<'blocks.article-quote'>) {
  return (
    <Section block={block} first={first} className={block.grayBackground ? styles.gray : undefined}>
      <figure className={quote.quote}>
        <SanitisedHtml as="blockquote" html={block.quote} mark={fieldMark(edit, 'quote', 'html')} />
        <div className={quote.footer}>
          <CmsImage image={block.authorImage} sizes="64px" className={quote.avatar} alt="" />
          <Attribution author={block.author} authorMark={fieldMark(edit, 'author')} />
        </div>
      </figure>
    </Section>
  );
}
