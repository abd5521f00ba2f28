import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';

export default function SingleImage({ block, first, edit }: BlockProps<'blocks.single-image'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <Figure
        caption={block.caption}
        captionMark={mark('caption')}
        alt={{ value: block.alt, mark: mark('alt') }}
        credit={block.credit}
        size={block.size ?? 'large'}
      >
        <CmsImage image={block.singleImage} alt={block.alt} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
      </Figure>
    </Section>
  );
}
