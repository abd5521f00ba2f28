import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.article-quote',
  name: 'ArticleQuote',
  icon: 'quote',
  description: 'A pull quote with its author.',
  attributes: {
    quote: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
    author: { type: 'string' },
    authorImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
    grayBackground: { type: 'boolean', default: false },
  },
});
