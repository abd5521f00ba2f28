import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Image beside text', es: 'Imagen junto al texto' },
  mainField: 'title',
  fields: {
    sectionImage: { label: 'Image', es: 'Imagen' },
  },
});
