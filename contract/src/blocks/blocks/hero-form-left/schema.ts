import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'blocks.hero-form-left',
  name: 'HeroFormLeft',
  icon: 'layout',
  description: 'Hero with a (static) name and email form.',
  attributes: {
    title: { type: 'string', required: true },
    subtitle: { type: 'text' },
    buttonText: { type: 'string', default: 'Submit' },
  },
});
