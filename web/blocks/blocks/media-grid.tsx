import { CmsImage, mediaUrl } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { AltText } from '../parts/alt-text';
import { Figure } from '../parts/figure';
import { ContentLink } from '../parts/link-button';
import { Section, cx } from '../parts/section';
import styles from './media-grid.module.css';

/** One image single, two side by side, three all in a row (spec MediaGrid). */
export default function MediaGrid({ block, first, edit, locale }: BlockProps<'blocks.media-grid'>) {
  const mark = editMarks(block, edit);
  // Each entry keeps its place in the block (`position`): the draft preview marks its fields by it.
  const entries = block.entries
    .map((entry, position) => ({ ...entry, position }))
    .filter((e) => e.image && mediaUrl(e.image.url))
    .slice(0, 3);
  return (
    <Section block={block} first={first}>
      <Figure caption={block.caption} captionMark={mark('caption')}>
        <div className={cx(styles.grid, styles[`of-${entries.length}`])}>
          {entries.map((entry) => {
            const image = (
              <CmsImage image={entry.image} alt={entry.alt} sizes={`(min-width: 992px) ${Math.round(100 / Math.max(1, entries.length))}vw, 100vw`} />
            );
            return (
              <div key={entry.position}>
                {entry.url ? (
                  <ContentLink locale={locale} href={entry.url}>
                    {image}
                  </ContentLink>
                ) : (
                  image
                )}
                <AltText value={entry.alt} mark={mark(`entries.${entry.position}.alt`)} />
              </div>
            );
          })}
        </div>
      </Figure>
    </Section>
  );
}
