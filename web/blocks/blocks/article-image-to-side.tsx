import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Figure } from '../parts/figure';
import { SanitisedHtml } from '../parts/html';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function ArticleImageToSide({ block, first, edit }: BlockProps<'blocks.article-image-to-side'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, block.reversed && split.reversed, block.size && split[block.size])}>
        <Figure caption={block.caption} captionMark={mark('caption')}>
          <CmsImage image={block.sectionImage} sizes="(min-width: 992px) 40vw, 100vw" />
        </Figure>
        <div>
          <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
          <SanitisedHtml html={block.content} mark={mark('content')} placeholder="Text beside the image" className="prose" />
        </div>
      </div>
    </Section>
  );
}
