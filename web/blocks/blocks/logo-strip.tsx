import { CmsImage, mediaUrl } from '../../media/image';
import { safeHref } from '../../links/safe-url';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { AltText } from '../parts/alt-text';
import { FieldText } from '../parts/field-text';
import { ContentLink } from '../parts/link-button';
import { Section, cx } from '../parts/section';
import styles from './logo-strip.module.css';

/**
 * Customer logos in a row that wraps (two a row on phones). A logo with a link is a link named by its
 * image's alt text (and its visible name, when it has one); with `grayscale` the logos are grey until
 * hovered or focused.
 */
export default function LogoStrip({ block, first, edit, locale }: BlockProps<'blocks.logo-strip'>) {
  const mark = editMarks(block, edit);
  // Each logo keeps its place in the block (`position`): the draft preview marks its fields by it.
  const logos = block.logos.map((logo, position) => ({ ...logo, position })).filter((logo) => logo.image && mediaUrl(logo.image.url));
  if (logos.length === 0) return null;
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" className={styles.title} value={block.title} mark={mark('title')} placeholder="Title" />
      <ul className={cx(styles.logos, block.grayscale && styles.grayscale)} role="list">
        {logos.map((logo) => {
          const content = (
            <>
              <CmsImage image={logo.image} alt={logo.alt || logo.name || logo.image.alternativeText} sizes="160px" className={styles.image} />
              {logo.name ? (
                <span className={styles.name} {...mark(`logos.${logo.position}.name`)}>
                  {logo.name}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={logo.position} className={styles.logo}>
              {safeHref(logo.url) ? (
                <ContentLink locale={locale} href={logo.url} className={styles.link}>
                  {content}
                </ContentLink>
              ) : (
                <span className={styles.link}>{content}</span>
              )}
              <AltText
                value={logo.alt}
                mark={mark(`logos.${logo.position}.alt`)}
                label="Image description"
                placeholder="Describe the logo"
                className={styles.alt}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
