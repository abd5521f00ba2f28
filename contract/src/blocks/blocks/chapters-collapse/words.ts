import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Chapters (collapsible)', es: 'Capítulos (desplegables)' },
  mainField: 'title',
  fields: {
    items: { label: 'Chapters', es: 'Capítulos' },
  },
});
