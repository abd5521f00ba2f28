import type { BlockUid } from 'contract/blocks';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import styles from './guarantee.module.css';
import { FieldText } from './field-text';
import { ButtonLink } from './link-button';
import { Section } from './section';

type GuaranteeUid = Extract<BlockUid, `blocks.guarantee-${number}-days`>;

/** A money-back guarantee: a badge with the number of days, a title, a description and a button. */
export function Guarantee({ block, first, edit, locale, days }: BlockProps<GuaranteeUid> & { days: number }) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={styles.guarantee}>
      <div className={styles.badge} aria-hidden="true">
        <span className={styles.days}>{days}</span>
        <span>days</span>
      </div>
      <div>
        <h2 {...(block.title ? mark('title') : undefined)}>{block.title || `${days}-day money-back guarantee`}</h2>
        <FieldText as="p" value={block.description} mark={mark('description')} placeholder="Description" />
        <ButtonLink locale={locale} href={block.buttonLink} label={block.buttonText} labelMark={mark('buttonText')} />
      </div>
    </Section>
  );
}
