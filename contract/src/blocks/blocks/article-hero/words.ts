import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Article hero', es: 'Cabecera del artículo' },
  mainField: 'title',
  fields: {
    media: { label: 'Image', es: 'Imagen' },
  },
});
