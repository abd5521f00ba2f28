import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.media-grid',
  name: 'MediaGrid',
  icon: 'grid',
  description: 'Up to three images: one single, two side by side, three all.',
  attributes: {
    entries: { type: 'component', repeatable: true, component: 'shared.media-entry', max: 3 },
    caption: { type: 'string' },
  },
  components: [
    {
      uid: 'shared.media-entry',
      name: 'Media entry',
      icon: 'picture',
      description: 'An image of a media grid.',
      attributes: {
        type: { type: 'enumeration', enum: ['images'], default: 'images' },
        image: { type: 'media', multiple: false, allowedTypes: ['images'] },
        alt: { type: 'string' },
        url: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
      },
    },
  ],
});
