import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';

export default function ArticleHero({ block, first, edit }: BlockProps<'blocks.article-hero'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <Figure caption={block.caption} captionMark={mark('caption')} credit={block.credit}>
        <CmsImage image={block.media} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
      </Figure>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.leadText} mark={mark('leadText')} placeholder="Lead text" />
    </Section>
  );
}
