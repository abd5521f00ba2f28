import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Quote with image', es: 'Cita con imagen' },
  mainField: 'author',
  fields: {
    singleImage: { label: 'Image', es: 'Imagen' },
  },
});
