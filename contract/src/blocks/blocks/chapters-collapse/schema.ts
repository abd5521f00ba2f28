import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.chapters-collapse',
  name: 'ChaptersCollapse',
  icon: 'bulletList',
  description: 'Chapters that expand and collapse.',
  attributes: {
    title: { type: 'string' },
    items: { type: 'component', repeatable: true, component: 'shared.list-item' },
  },
});
