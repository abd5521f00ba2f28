import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.author-image-left',
  name: 'AuthorImageLeft',
  icon: 'user',
  description: 'Author with an image on the left.',
  attributes: {
    title: { type: 'string' },
    image: { type: 'media', multiple: false, allowedTypes: ['images'] },
    description: { type: 'text' },
  },
});
