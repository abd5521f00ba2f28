import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Quote', es: 'Cita' },
  mainField: 'author',
  fields: {
    authorTitle: { label: 'Author’s role', es: 'Cargo del autor' },
  },
});
