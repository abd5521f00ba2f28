import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import cta from '../parts/cta.module.css';
import { ButtonLink } from '../parts/link-button';
import { Section } from '../parts/section';

/** Event variant of the call to action: title, description and buttons[0] (url, label, openInNewTab). */
export default function EventCta({ block, first, edit, locale }: BlockProps<'event.cta'>) {
  const mark = editMarks(block, edit);
  const button = block.buttons[0];
  return (
    <Section block={block} first={first} className={cta.cta}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <FieldText as="p" value={block.description} mark={mark('description')} placeholder="Description" />
      {button ? <ButtonLink locale={locale} href={button.url} label={button.label} newTab={button.openInNewTab} labelMark={mark('buttons.0.label')} /> : null}
    </Section>
  );
}
