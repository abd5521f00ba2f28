import type { BlocksEventDate } from 'cms/blocks';
import { EventDates } from '../event/event-dates';
import { Section } from './section';

export function EventDateBlock({ block, first }: { block: BlocksEventDate; first: boolean }) {
  return (
    <Section block={block} first={first} name="event-date">
      {block.title ? <h2>{block.title}</h2> : null}
      <EventDates dates={block.dates} title={block.title || 'Event'} />
    </Section>
  );
}
