import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.quote-single',
  name: 'QuoteSingle',
  icon: 'quote',
  description: 'A single quote.',
  attributes: {
    quote: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
    author: { type: 'string' },
    authorTitle: { type: 'string' },
    authorImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
  },
});
