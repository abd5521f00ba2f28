import { mediaUrl } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { Figure } from '../parts/figure';
import { Section } from '../parts/section';
import styles from './full-bleed-image.module.css';

/** Responsive sources: small under 768px, medium 768–1199px, large from 1200px. */
export default function FullBleedImage({ block, first, edit }: BlockProps<'blocks.full-bleed-image'>) {
  const mark = editMarks(block, edit);
  const fallback = block.imageLarge ?? block.imageMedium ?? block.imageSmall;
  const src = mediaUrl(fallback?.url);
  return (
    <Section block={block} first={first} className={styles.bleed}>
      <Figure
        caption={block.caption}
        captionMark={mark('caption')}
        alt={{ value: block.alternateText, mark: mark('alternateText') }}
        credit={block.imageCredit}
      >
        {src && fallback ? (
          <picture>
            {mediaUrl(block.imageSmall?.url) ? <source media="(max-width: 767px)" srcSet={mediaUrl(block.imageSmall?.url)} /> : null}
            {mediaUrl(block.imageMedium?.url) ? <source media="(max-width: 1199px)" srcSet={mediaUrl(block.imageMedium?.url)} /> : null}
            <img
              src={src}
              alt={block.alternateText ?? fallback.alternativeText ?? ''}
              width={fallback.width ?? undefined}
              height={fallback.height ?? undefined}
              loading={first ? 'eager' : 'lazy'}
              decoding="async"
            />
          </picture>
        ) : null}
      </Figure>
    </Section>
  );
}
