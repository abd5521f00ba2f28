import { defineWords } from '../../../words/define.js';
import { URL_PLACEHOLDER } from '../../../words/types.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Logo strip', es: 'Franja de logotipos' },
  mainField: 'title',
  fields: {
    logos: { label: 'Logos', es: 'Logotipos', description: 'Up to 24: six a row on wide screens, two on phones.' },
    grayscale: { label: 'Grey until hovered', es: 'Gris hasta pasar el cursor', description: 'Logos show in grey and take their colours on hover or focus.' },
  },
  components: {
    'shared.logo': {
      name: { en: 'Logo', es: 'Logotipo' },
      mainField: 'alt',
      fields: {
        image: { label: 'Logo image', es: 'Imagen del logotipo' },
        alt: {
          label: 'Image description',
          es: 'Descripción de la imagen',
          description: 'The company’s name as the logo shows it (alt text; it also names the link).',
        },
        url: { label: 'Link', es: 'Enlace', description: 'Optional: the logo links here.', placeholder: URL_PLACEHOLDER },
        name: { label: 'Visible name', es: 'Nombre visible', description: 'Optional: shown under the logo.' },
      },
    },
  },
});
