/**
 * The one map from block type to renderer. Its type requires a renderer for every uid of the CMS's
 * component schemas (cms/blocks is generated from them): a missing or misspelt block fails to compile.
 */
import type { ReactNode } from 'react';
import type { Block, BlockByUid, BlockUid } from 'cms/blocks';
import { ArticleHero, AuthorImageLeft, HeroFormLeft, HeroImageLeft, HeroVideoCenter } from './heroes';
import { ArticleImageToSide, ArticleTextBlock, MainContent, RawHtml, TextBlock } from './text-blocks';
import { ArticleQuote, QuoteSingle, ReversibleQuote } from './quotes';
import { ArticleToggle, FullBleedImage, MediaGrid, SingleImage } from './images';
import { ChaptersCollapse, FaqCollapse, FaqList } from './collapsibles';
import { ArticleCta, BuySimple, EventCtaBlock } from './ctas';
import { Guarantee10Days, Guarantee15Days, Guarantee30Days, Guarantee7Days } from './guarantees';
import { FeaturesGrid3, MediaContactCard } from './features';
import { EventDateBlock } from './event-date-block';

export type BlockRenderer<U extends BlockUid> = (props: { block: BlockByUid[U]; first: boolean }) => ReactNode;

export const blockRenderers: { readonly [U in BlockUid]: BlockRenderer<U> } = {
  'article.text': ArticleTextBlock,
  'blocks.article-cta': ArticleCta,
  'blocks.article-hero': ArticleHero,
  'blocks.article-image-to-side': ArticleImageToSide,
  'blocks.article-quote': ArticleQuote,
  'blocks.article-toggle': ArticleToggle,
  'blocks.author-image-left': AuthorImageLeft,
  'blocks.buy-simple': BuySimple,
  'blocks.chapters-collapse': ChaptersCollapse,
  'blocks.event-date': EventDateBlock,
  'blocks.faq-collapse': FaqCollapse,
  'blocks.faq-list': FaqList,
  'blocks.features-grid-3': FeaturesGrid3,
  'blocks.full-bleed-image': FullBleedImage,
  'blocks.guarantee-10-days': Guarantee10Days,
  'blocks.guarantee-15-days': Guarantee15Days,
  'blocks.guarantee-30-days': Guarantee30Days,
  'blocks.guarantee-7-days': Guarantee7Days,
  'blocks.hero-form-left': HeroFormLeft,
  'blocks.hero-image-left': HeroImageLeft,
  'blocks.hero-video-center': HeroVideoCenter,
  'blocks.main-content': MainContent,
  'blocks.media-contact-card': MediaContactCard,
  'blocks.media-grid': MediaGrid,
  'blocks.quote-single': QuoteSingle,
  'blocks.raw-html': RawHtml,
  'blocks.reversible-quote': ReversibleQuote,
  'blocks.single-image': SingleImage,
  'blocks.text': TextBlock,
  'event.cta': EventCtaBlock,
};

function renderBlock<U extends BlockUid>(block: BlockByUid[U] & { __component: U }, first: boolean): ReactNode {
  const Renderer = blockRenderers[block.__component] as BlockRenderer<U> | undefined;
  if (!Renderer) {
    // A block type newer than this build of the site: skip it rather than fail the page.
    console.warn(`[blocks] no renderer for "${String(block.__component)}"`);
    return null;
  }
  return <Renderer block={block} first={first} />;
}

/** The blocks in order; the first one is flagged `first` (it changes padding and image priority). */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockSlot key={index} block={block} first={index === 0} />
      ))}
    </>
  );
}

function BlockSlot({ block, first }: { block: Block; first: boolean }) {
  return <>{renderBlock(block as BlockByUid[BlockUid] & { __component: BlockUid }, first)}</>;
}
