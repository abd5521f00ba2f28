import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'HTML', es: 'HTML' },
  fields: {
    html: { label: 'HTML', es: 'HTML', description: 'Sanitised on save: scripts and unsafe links are removed.' },
  },
});
