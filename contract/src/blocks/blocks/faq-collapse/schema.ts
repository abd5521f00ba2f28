import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.faq-collapse',
  name: 'FAQCollapse',
  icon: 'question',
  description: 'Questions that expand and collapse.',
  attributes: {
    title: { type: 'string' },
    items: { type: 'component', repeatable: true, component: 'shared.faq-item' },
  },
});
