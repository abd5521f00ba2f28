import { EventDates } from '../../event/event-dates';
import { fieldMark } from '../edit-marks';
import type { BlockProps } from '../props';
import { Section } from '../parts/section';

export default function EventDate({ block, first, edit }: BlockProps<'blocks.event-date'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2 {...fieldMark(edit, 'title')}>{block.title}</h2> : null}
      <EventDates dates={block.dates} title={block.title || 'Event'} />
    </Section>
  );
}
