import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.article-image-to-side',
  name: 'ArticleImageToSide',
  icon: 'picture',
  description: 'HTML content with an image to the side.',
  attributes: {
    title: { type: 'string' },
    content: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
    sectionImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
    caption: { type: 'string' },
    reversed: { type: 'boolean', default: false },
    size: { type: 'enumeration', enum: ['small', 'medium', 'large'], default: 'medium' },
  },
});
