import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Quote (article)', es: 'Cita (artículo)' },
  mainField: 'author',
  fields: {
    grayBackground: { label: 'Grey background', es: 'Fondo gris' },
  },
});
