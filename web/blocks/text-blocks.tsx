import type { ArticleText, BlocksMainContent, BlocksRawHtml, BlocksText, BlocksArticleImageToSide } from 'cms/blocks';
import { CmsImage } from '../media/image';
import { SanitisedHtml } from './html';
import { Section, cx } from './section';

type P<T> = { block: T; first: boolean };

export function ArticleTextBlock({ block, first }: P<ArticleText>) {
  return (
    <Section block={{}} first={first} name="article-text">
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}

export function TextBlock({ block, first }: P<BlocksText>) {
  return (
    <Section block={block} first={first} name="text">
      {block.title ? <h2>{block.title}</h2> : null}
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}

export function MainContent({ block, first }: P<BlocksMainContent>) {
  return (
    <Section block={block} first={first} name="main-content">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.leadText ? <p className="lead">{block.leadText}</p> : null}
      <SanitisedHtml html={block.content} className="prose" />
    </Section>
  );
}

export function RawHtml({ block, first }: P<BlocksRawHtml>) {
  return (
    <Section block={block} first={first} name="raw-html">
      <SanitisedHtml html={block.html} />
    </Section>
  );
}

export function ArticleImageToSide({ block, first }: P<BlocksArticleImageToSide>) {
  return (
    <Section block={block} first={first} name="article-image-to-side">
      <div className={cx('split', block.reversed && 'split--reversed', `split--${block.size ?? 'medium'}`)}>
        <figure className="split__media figure">
          <CmsImage image={block.sectionImage} sizes="(min-width: 992px) 40vw, 100vw" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
        <div className="split__text">
          {block.title ? <h2>{block.title}</h2> : null}
          <SanitisedHtml html={block.content} className="prose" />
        </div>
      </div>
    </Section>
  );
}
