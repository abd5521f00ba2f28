import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.features-grid-3',
  name: 'FeaturesGrid3',
  icon: 'apps',
  description: 'Three-column grid of features.',
  attributes: {
    title: { type: 'string' },
    subtitle: { type: 'text' },
    items: { type: 'component', repeatable: true, component: 'shared.list-item', max: 12 },
  },
});
