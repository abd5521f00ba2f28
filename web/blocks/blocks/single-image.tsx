import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';

export default function SingleImage({ block, first, edit }: BlockProps<'blocks.single-image'>) {
  return (
    <Section block={block} first={first}>
      <Figure
        caption={block.caption}
        captionMark={fieldMark(edit, 'caption')}
        alt={{ value: block.alt, mark: fieldMark(edit, 'alt') }}
        credit={block.credit}
        size={block.size ?? 'large'}
      >
        <CmsImage image={block.singleImage} alt={block.alt} sizes="(min-width: 1200px) 1140px, 100vw" priority={first} />
      </Figure>
    </Section>
  );
}
