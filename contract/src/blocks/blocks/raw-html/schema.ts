import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.raw-html',
  name: 'RawHtml',
  icon: 'code',
  description: 'Sanitised HTML.',
  attributes: {
    html: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
  },
});
