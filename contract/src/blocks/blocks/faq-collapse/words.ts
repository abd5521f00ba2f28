import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'FAQ (collapsible)', es: 'Preguntas frecuentes (desplegables)' },
  mainField: 'title',
  fields: {
    items: { label: 'Questions', es: 'Preguntas' },
  },
});
