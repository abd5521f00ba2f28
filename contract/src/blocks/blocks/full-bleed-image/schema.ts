import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.full-bleed-image',
  name: 'FullBleedImage',
  icon: 'picture',
  description: 'Full-width image with responsive sources.',
  attributes: {
    imageLarge: { type: 'media', multiple: false, allowedTypes: ['images'] },
    imageMedium: { type: 'media', multiple: false, allowedTypes: ['images'] },
    imageSmall: { type: 'media', multiple: false, allowedTypes: ['images'] },
    alternateText: { type: 'string' },
    caption: { type: 'string' },
    imageCredit: { type: 'string' },
  },
});
