import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Image', es: 'Imagen' },
  mainField: 'alt',
  fields: {
    singleImage: { label: 'Image', es: 'Imagen' },
    alt: { label: 'Image description', es: 'Descripción de la imagen', description: 'What the image shows, for people who cannot see it (alt text).' },
  },
});
