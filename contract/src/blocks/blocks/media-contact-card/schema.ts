import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.media-contact-card',
  name: 'MediaContactCard',
  icon: 'phone',
  description: 'Press contact card.',
  attributes: {
    title: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    email: { type: 'email' },
    phone: { type: 'string', regex: '^[0-9+() .-]*$' },
    image: { type: 'media', multiple: false, allowedTypes: ['images'] },
  },
});
