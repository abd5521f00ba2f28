import { EventDates } from '../../event/event-dates';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import { Section } from '../parts/section';

export default function EventDate({ block, first, edit }: BlockProps<'blocks.event-date'>) {
  return (
    <Section block={block} first={first}>
      <FieldText as="h2" value={block.title} edit={edit} field="title" placeholder="Title" />
      <EventDates dates={block.dates} title={block.title || 'Event'} />
    </Section>
  );
}
