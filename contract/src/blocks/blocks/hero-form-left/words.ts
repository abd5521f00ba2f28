import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Hero with form', es: 'Cabecera con formulario' },
  mainField: 'title',
  fields: {
    buttonText: { label: 'Button text', es: 'Texto del botón', description: 'The form’s name and email inputs are fixed.' },
  },
});
