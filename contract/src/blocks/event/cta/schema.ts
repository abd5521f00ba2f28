import { defineBlock } from '../../define.js';

export default defineBlock({
  uid: 'event.cta',
  name: 'event.cta',
  icon: 'bell',
  description: 'Event call to action: title, description and a button.',
  attributes: {
    title: { type: 'string' },
    description: { type: 'text' },
    buttons: { type: 'component', repeatable: true, component: 'shared.button', max: 3 },
  },
  section: false,
  components: [
    {
      uid: 'shared.button',
      name: 'Button',
      icon: 'cursor',
      description: 'A link button.',
      attributes: {
        label: { type: 'string', required: true },
        url: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } }, required: true },
        openInNewTab: { type: 'boolean', default: false },
      },
    },
  ],
});
