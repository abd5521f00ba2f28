import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.main-content',
  name: 'MainContent',
  icon: 'feather',
  description: 'Lead text and HTML body.',
  attributes: {
    title: { type: 'string' },
    leadText: { type: 'text' },
    content: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
  },
});
