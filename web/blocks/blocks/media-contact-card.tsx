import { CmsImage } from '../../media/image';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { Section } from '../parts/section';
import styles from './media-contact-card.module.css';

export default function MediaContactCard({ block, first, edit }: BlockProps<'blocks.media-contact-card'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <div className={styles.card}>
        <CmsImage image={block.image} sizes="96px" className={styles.image} alt="" />
        <div>
          {block.name ? (
            <p className={styles.name} {...fieldMark(edit, 'name')}>
              {block.name}
            </p>
          ) : null}
          {block.role ? <p {...fieldMark(edit, 'role')}>{block.role}</p> : null}
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
