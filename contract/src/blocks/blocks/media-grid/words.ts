import { defineWords } from '../../../words/define.js';
import { URL_PLACEHOLDER } from '../../../words/types.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Image grid', es: 'Cuadrícula de imágenes' },
  mainField: 'caption',
  fields: {
    entries: { label: 'Images', es: 'Imágenes', description: 'Up to three: one is shown alone, two side by side, three in a row.' },
  },
  components: {
    'shared.media-entry': {
      name: { en: 'Image', es: 'Imagen' },
      mainField: 'alt',
      fields: {
        type: { label: 'Kind', es: 'Tipo', description: 'Images only, for now.' },
        image: { label: 'Image', es: 'Imagen' },
        alt: { label: 'Image description', es: 'Descripción de la imagen', description: 'What the image shows, for people who cannot see it (alt text).' },
        url: { label: 'Link', es: 'Enlace', description: 'Optional: the image links here.', placeholder: URL_PLACEHOLDER },
      },
    },
  },
});
