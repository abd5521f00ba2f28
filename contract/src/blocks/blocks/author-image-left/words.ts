import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Author with photo', es: 'Autor con foto' },
  mainField: 'title',
});
