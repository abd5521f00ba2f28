import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.event-date',
  name: 'EventDate',
  icon: 'calendar',
  description: 'A list of event dates with add-to-calendar buttons.',
  attributes: {
    title: { type: 'string' },
    dates: { type: 'component', repeatable: true, component: 'shared.event-date' },
  },
});
