import { CmsImage } from '../../media/image';
import { editMarks, listMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { SanitisedHtml } from '../parts/html';
import { Section } from '../parts/section';
import styles from './features-grid-3.module.css';

export default function FeaturesGrid3({ block, first, edit }: BlockProps<'blocks.features-grid-3'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
      <ul className={styles.features} role="list" {...listMarks(block, edit)('items', 'feature')}>
        {block.items.map((item, index) => (
          <li key={item.uuid ?? index}>
            <CmsImage image={item.image} sizes="(min-width: 992px) 33vw, 100vw" alt="" />
            <FieldText as="h3" value={item.title} mark={mark(`items.${index}.title`)} placeholder="Feature" />
            <SanitisedHtml html={item.description} mark={mark(`items.${index}.description`)} placeholder="Description" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
