import { CmsImage } from '../../media/image';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { SanitisedHtml } from '../parts/html';
import { Section, cx } from '../parts/section';
import split from '../parts/split.module.css';

export default function ArticleImageToSide({ block, first }: BlockProps<'blocks.article-image-to-side'>) {
  return (
    <Section block={block} first={first}>
      <div className={cx(split.split, block.reversed && split.reversed, block.size && split[block.size])}>
        <Figure caption={block.caption}>
          <CmsImage image={block.sectionImage} sizes="(min-width: 992px) 40vw, 100vw" />
        </Figure>
        <div>
          {block.title ? <h2>{block.title}</h2> : null}
          <SanitisedHtml html={block.content} className="prose" />
        </div>
      </div>
    </Section>
  );
}
