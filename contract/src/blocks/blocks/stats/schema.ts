import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.stats',
  name: 'Stats',
  icon: 'chartBubble',
  description: 'Two to four key figures, each a value ("40%") and what it measures, with an optional title and footnote.',
  attributes: {
    title: { type: 'string', maxLength: 255 },
    stats: { type: 'component', repeatable: true, component: 'shared.stat', min: 2, max: 4 },
    footnote: { type: 'string', maxLength: 500 },
  },
  components: [
    {
      uid: 'shared.stat',
      name: 'Stat',
      icon: 'chartBubble',
      description: 'One figure of a stats block: its value and what it measures.',
      attributes: {
        value: { type: 'string', required: true, maxLength: 24 },
        label: { type: 'string', required: true, maxLength: 120 },
      },
    },
  ],
});
