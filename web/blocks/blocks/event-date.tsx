import { EventDates } from '../../event/event-dates';
import type { BlockProps } from '../props';
import { Section } from '../parts/section';

export default function EventDate({ block, first }: BlockProps<'blocks.event-date'>) {
  return (
    <Section block={block} first={first}>
      {block.title ? <h2>{block.title}</h2> : null}
      <EventDates dates={block.dates} title={block.title || 'Event'} />
    </Section>
  );
}
