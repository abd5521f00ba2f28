import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function AuthorImageLeft({ block, first, edit }: BlockProps<'blocks.author-image-left'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, split['narrow-media'])}>
        <CmsImage image={block.image} sizes="(min-width: 768px) 240px, 50vw" />
        <div>
          <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
          <FieldText as="p" value={block.description} mark={mark('description')} placeholder="Description" />
        </div>
      </div>
    </Section>
  );
}
