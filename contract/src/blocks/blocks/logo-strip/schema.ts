import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.logo-strip',
  name: 'LogoStrip',
  icon: 'apps',
  description: 'A row of customer logos, each with its alt text and, optionally, a link and a visible name.',
  attributes: {
    title: { type: 'string', maxLength: 255 },
    logos: { type: 'component', repeatable: true, component: 'shared.logo', max: 24 },
    grayscale: { type: 'boolean', default: true },
  },
  components: [
    {
      uid: 'shared.logo',
      name: 'Logo',
      icon: 'picture',
      description: 'A logo of a logo strip: the image, its alt text, an optional link and an optional visible name.',
      attributes: {
        image: { type: 'media', multiple: false, required: true, allowedTypes: ['images'] },
        alt: { type: 'string', required: true, maxLength: 255 },
        url: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
        name: { type: 'string', maxLength: 255 },
      },
    },
  ],
});
