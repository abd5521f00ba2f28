import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.buy-simple',
  name: 'BuySimple',
  icon: 'shoppingCart',
  description: 'A simple buy call to action.',
  attributes: {
    title: { type: 'string', required: true },
    subtitle: { type: 'text' },
    buttonLink: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
    buttonText: { type: 'string' },
  },
});
