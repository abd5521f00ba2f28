import { CmsImage } from '../../media/image';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function AuthorImageLeft({ block, first, edit }: BlockProps<'blocks.author-image-left'>) {
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, split['narrow-media'])}>
        <CmsImage image={block.image} sizes="(min-width: 768px) 240px, 50vw" />
        <div>
          <FieldText as="h2" value={block.title} edit={edit} field="title" placeholder="Title" />
          <FieldText as="p" value={block.description} edit={edit} field="description" placeholder="Description" />
        </div>
      </div>
    </Section>
  );
}
