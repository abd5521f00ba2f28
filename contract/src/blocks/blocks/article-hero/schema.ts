import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.article-hero',
  name: 'ArticleHero',
  icon: 'landscape',
  description: 'Article hero image with lead text.',
  attributes: {
    title: { type: 'string' },
    leadText: { type: 'text' },
    media: { type: 'media', multiple: false, allowedTypes: ['images'] },
    caption: { type: 'string' },
    credit: { type: 'string' },
  },
});
