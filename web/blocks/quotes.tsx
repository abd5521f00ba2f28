import type { BlocksArticleQuote, BlocksQuoteSingle, BlocksReversibleQuote } from 'cms/blocks';
import { CmsImage } from '../media/image';
import { SanitisedHtml } from './html';
import { Section, cx } from './section';

type P<T> = { block: T; first: boolean };

function Attribution({ author, title }: { author: string | null; title?: string | null }) {
  if (!author) return null;
  return (
    <figcaption className="quote__author">
      <cite>{author}</cite>
      {title ? <span className="quote__role">, {title}</span> : null}
    </figcaption>
  );
}

export function ArticleQuote({ block, first }: P<BlocksArticleQuote>) {
  return (
    <Section block={block} first={first} name="article-quote" className={cx(block.grayBackground && 'block--gray')}>
      <figure className="quote">
        <SanitisedHtml as="blockquote" html={block.quote} />
        <div className="quote__footer">
          <CmsImage image={block.authorImage} sizes="64px" className="quote__avatar" alt="" />
          <Attribution author={block.author} />
        </div>
      </figure>
    </Section>
  );
}

export function QuoteSingle({ block, first }: P<BlocksQuoteSingle>) {
  return (
    <Section block={block} first={first} name="quote-single">
      <figure className="quote quote--large">
        <SanitisedHtml as="blockquote" html={block.quote} />
        <div className="quote__footer">
          <CmsImage image={block.authorImage} sizes="64px" className="quote__avatar" alt="" />
          <Attribution author={block.author} title={block.authorTitle} />
        </div>
      </figure>
    </Section>
  );
}

export function ReversibleQuote({ block, first }: P<BlocksReversibleQuote>) {
  return (
    <Section block={block} first={first} name="reversible-quote">
      <div className={cx('split', block.reversed && 'split--reversed')}>
        <CmsImage image={block.singleImage} sizes="(min-width: 992px) 50vw, 100vw" className="split__media" />
        <figure className="quote split__text">
          <SanitisedHtml as="blockquote" html={block.quote} />
          <Attribution author={block.author} />
        </figure>
      </div>
    </Section>
  );
}
