import { EventDates } from '../../event/event-dates';
import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section } from '../parts/section';
import { messages } from '../../i18n';

export default function EventDate({ block, first, edit, locale }: BlockProps<'blocks.event-date'>) {
  const mark = editMarks(block, edit);
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} mark={mark('title')} placeholder="Title" />
      <EventDates dates={block.dates} title={block.title || messages(locale).blocks.event} locale={locale} />
    </Section>
  );
}
