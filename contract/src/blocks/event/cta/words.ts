import { defineWords } from '../../../words/define.js';
import { URL_PLACEHOLDER } from '../../../words/types.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Event call to action', es: 'Llamada a la acción del evento' },
  mainField: 'title',
  fields: {
    buttons: { label: 'Buttons', es: 'Botones', description: 'The site shows the first button.' },
  },
  components: {
    'shared.button': {
      name: { en: 'Button', es: 'Botón' },
      mainField: 'label',
      fields: {
        label: { label: 'Text', es: 'Texto' },
        url: { label: 'Link', es: 'Enlace', placeholder: URL_PLACEHOLDER },
        openInNewTab: { label: 'Open in a new tab', es: 'Abrir en una pestaña nueva' },
      },
    },
  },
});
