import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';

export default function ArticleHero({ block, first, edit }: BlockProps<'blocks.article-hero'>) {
  return (
    <Section block={block} first={first}>
      <Figure caption={block.caption} captionMark={fieldMark(edit, 'caption')} credit={block.credit}>
        <CmsImage image={block.media} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
      </Figure>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      {block.leadText ? (
        <p className="lead" {...fieldMark(edit, 'leadText')}>
          {block.leadText}
        </p>
      ) : null}
    </Section>
  );
}
