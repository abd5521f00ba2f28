import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Full-width image', es: 'Imagen a todo el ancho' },
  mainField: 'alternateText',
  fields: {
    imageLarge: { label: 'Image for wide screens', es: 'Imagen para pantallas anchas' },
    imageMedium: { label: 'Image for tablets', es: 'Imagen para tabletas', description: 'Optional: screens up to 1199 px wide.' },
    imageSmall: { label: 'Image for phones', es: 'Imagen para móviles', description: 'Optional: screens up to 767 px wide.' },
    alternateText: {
      label: 'Image description',
      es: 'Descripción de la imagen',
      description: 'What the image shows, for people who cannot see it (alt text).',
    },
    imageCredit: { label: 'Image credit', es: 'Crédito de la imagen', placeholder: 'Photo: …' },
  },
});
