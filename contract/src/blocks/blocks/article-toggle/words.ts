import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Before and after images', es: 'Imágenes de antes y después' },
  mainField: 'caption',
  fields: {
    imageBefore: { label: 'Before image', es: 'Imagen de antes' },
    imageAfter: { label: 'After image', es: 'Imagen de después' },
    beforeLabel: { label: 'Before label', es: 'Etiqueta de antes', placeholder: 'Before' },
    afterLabel: { label: 'After label', es: 'Etiqueta de después', placeholder: 'After' },
  },
});
