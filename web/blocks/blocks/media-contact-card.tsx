import { CmsImage } from '../../media/image';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section } from '../parts/section';
import styles from './media-contact-card.module.css';

export default function MediaContactCard({ block, first, edit }: BlockProps<'blocks.media-contact-card'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <div className={styles.card}>
        <CmsImage image={block.image} sizes="96px" className={styles.image} alt="" />
        <div>
          <FieldText as="p" className={styles.name} value={block.name} mark={mark('name')} placeholder="Name" />
          <FieldText as="p" value={block.role} mark={mark('role')} placeholder="Role" />
          {block.email && /^[^\s@<>]+@[^\s@<>]+$/.test(block.email) ? (
            <p>
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </p>
          ) : null}
          {block.phone && /^[+\d][\d\s().-]{3,}$/.test(block.phone) ? (
            <p>
              <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>{block.phone}</a>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
