import { CmsImage } from '../../media/image';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';

export default function ArticleHero({ block, first }: BlockProps<'blocks.article-hero'>) {
  return (
    <Section block={block} first={first}>
      <Figure caption={block.caption} credit={block.credit}>
        <CmsImage image={block.media} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
      </Figure>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.leadText ? <p className="lead">{block.leadText}</p> : null}
    </Section>
  );
}
