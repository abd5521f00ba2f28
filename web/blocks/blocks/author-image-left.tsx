import { CmsImage } from '../../media/image';
import type { BlockProps } from '../props';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function AuthorImageLeft({ block, first }: BlockProps<'blocks.author-image-left'>) {
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, split['narrow-media'])}>
        <CmsImage image={block.image} sizes="(min-width: 768px) 240px, 50vw" />
        <div>
          {block.title ? <h2>{block.title}</h2> : null}
          {block.description ? <p>{block.description}</p> : null}
        </div>
      </div>
    </Section>
  );
}
