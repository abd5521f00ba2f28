import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Features (three columns)', es: 'Características (tres columnas)' },
  mainField: 'title',
  fields: {
    items: { label: 'Features', es: 'Características' },
  },
});
