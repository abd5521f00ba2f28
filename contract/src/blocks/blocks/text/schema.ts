import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.text',
  name: 'Text',
  icon: 'feather',
  description: 'Title and HTML content.',
  attributes: {
    title: { type: 'string' },
    content: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
  },
});
