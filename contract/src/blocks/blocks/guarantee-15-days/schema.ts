import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.guarantee-15-days',
  name: 'Guarantee15Days',
  icon: 'shield',
  description: '15-day money-back guarantee.',
  attributes: {
    title: { type: 'string' },
    description: { type: 'text' },
    buttonLink: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
    buttonText: { type: 'string' },
  },
});
