import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.article-cta',
  name: 'ArticleCta',
  icon: 'cursor',
  description: 'Article call to action.',
  attributes: {
    title: { type: 'string' },
    content: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
    ctaUrl: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
    ctaLabel: { type: 'string' },
    openNewWindow: { type: 'boolean', default: false },
  },
});
