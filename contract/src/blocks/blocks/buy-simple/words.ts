import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Buy call to action', es: 'Llamada a la compra' },
  mainField: 'title',
});
