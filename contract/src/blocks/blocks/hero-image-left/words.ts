import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Hero with image', es: 'Cabecera con imagen' },
  mainField: 'title',
});
