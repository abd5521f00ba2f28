import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import cta from '../parts/cta.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

export default function BuySimple({ block, first, edit, locale }: BlockProps<'blocks.buy-simple'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first} className={cta.cta}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
      <ButtonLink locale={locale} href={block.buttonLink} label={block.buttonText} labelMark={mark('buttonText')} />
    </Section>
  );
}
