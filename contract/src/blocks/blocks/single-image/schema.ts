import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.single-image',
  name: 'SingleImage',
  icon: 'picture',
  description: 'One image with caption and credit.',
  attributes: {
    singleImage: { type: 'media', multiple: false, allowedTypes: ['images'] },
    alt: { type: 'string' },
    caption: { type: 'string' },
    credit: { type: 'string' },
    size: { type: 'enumeration', enum: ['small', 'medium', 'large'], default: 'large' },
  },
});
