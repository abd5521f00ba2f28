import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.faq-list',
  name: 'FAQList',
  icon: 'question',
  description: 'Questions and answers as a list.',
  attributes: {
    title: { type: 'string' },
    items: { type: 'component', repeatable: true, component: 'shared.faq-item' },
  },
});
