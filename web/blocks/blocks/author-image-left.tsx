import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function AuthorImageLeft({ block, first, edit }: BlockProps<'blocks.author-image-left'>) {
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, split['narrow-media'])}>
        <CmsImage image={block.image} sizes="(min-width: 768px) 240px, 50vw" />
        <div>
          {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
          {block.description ? <p {...fieldMark(edit, 'description')}>{block.description}</p> : null}
        </div>
      </div>
    </Section>
  );
}
