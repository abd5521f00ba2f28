import { defineWords } from '../../../words/define.js';
import { URL_PLACEHOLDER } from '../../../words/types.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Call to action (article)', es: 'Llamada a la acción (artículo)' },
  mainField: 'title',
  fields: {
    ctaUrl: { label: 'Button link', es: 'Enlace del botón', placeholder: URL_PLACEHOLDER },
    ctaLabel: { label: 'Button text', es: 'Texto del botón' },
    openNewWindow: { label: 'Open in a new tab', es: 'Abrir en una pestaña nueva' },
  },
});
