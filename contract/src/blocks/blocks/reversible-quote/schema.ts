import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.reversible-quote',
  name: 'ReversibleQuote',
  icon: 'quote',
  description: 'A quote beside an image, sides reversible.',
  attributes: {
    quote: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
    author: { type: 'string' },
    singleImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
    reversed: { type: 'boolean', default: false },
  },
});
