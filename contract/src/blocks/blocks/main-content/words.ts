import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Main content', es: 'Contenido principal' },
  mainField: 'title',
});
