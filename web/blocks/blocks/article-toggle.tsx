import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { BeforeAfter } from '../parts/before-after';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';
import { messages } from '../../i18n';

export default function ArticleToggle({ block, first, edit, locale }: BlockProps<'blocks.article-toggle'>) {
  const mark = editMarks(block, edit);
  const t = messages(locale).blocks;
  return (
    <Section block={block} first={first}>
      <Figure caption={block.caption} captionMark={mark('caption')}>
        <BeforeAfter
          before={<CmsImage image={block.imageBefore} sizes="(min-width: 1200px) 1140px, 100vw" />}
          after={<CmsImage image={block.imageAfter} sizes="(min-width: 1200px) 1140px, 100vw" />}
          beforeLabel={block.beforeLabel || t.before}
          afterLabel={block.afterLabel || t.after}
          groupLabel={t.compareImages}
        />
      </Figure>
    </Section>
  );
}
