import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';
import styles from './features-grid-3.module.css';

export default function FeaturesGrid3({ block, first, edit }: BlockProps<'blocks.features-grid-3'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      {block.subtitle ? (
        <p className="lead" {...fieldMark(edit, 'subtitle')}>
          {block.subtitle}
        </p>
      ) : null}
      <ul className={styles.features} role="list">
        {block.items.map((item, index) => (
          <li key={item.uuid ?? index}>
            <CmsImage image={item.image} sizes="(min-width: 992px) 33vw, 100vw" alt="" />
            <h3 {...fieldMark(edit, `items.${index}.title`)}>{item.title}</h3>
            <SanitisedHtml html={item.description} mark={fieldMark(edit, `items.${index}.description`, 'html')} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
