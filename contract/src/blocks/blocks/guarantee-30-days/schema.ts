import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.guarantee-30-days',
  name: 'Guarantee30Days',
  icon: 'shield',
  description: '30-day money-back guarantee.',
  attributes: {
    title: { type: 'string' },
    description: { type: 'text' },
    buttonLink: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
    buttonText: { type: 'string' },
  },
});
