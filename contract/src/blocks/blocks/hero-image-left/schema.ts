import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.hero-image-left',
  name: 'HeroImageLeft',
  icon: 'landscape',
  description: 'Hero with an image on the left.',
  attributes: {
    title: { type: 'string', required: true },
    subtitle: { type: 'text' },
    buttonLink: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
    buttonText: { type: 'string' },
    image: { type: 'media', multiple: false, allowedTypes: ['images'] },
  },
});
