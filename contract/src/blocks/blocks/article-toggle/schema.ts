import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.article-toggle',
  name: 'ArticleToggle',
  icon: 'layer',
  description: 'Before/after image toggle.',
  attributes: {
    imageBefore: { type: 'media', multiple: false, allowedTypes: ['images'] },
    imageAfter: { type: 'media', multiple: false, allowedTypes: ['images'] },
    beforeLabel: { type: 'string', default: 'Before' },
    afterLabel: { type: 'string', default: 'After' },
    caption: { type: 'string' },
  },
});
