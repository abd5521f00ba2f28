import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: '10-day guarantee', es: 'Garantía de 10 días' },
  mainField: 'title',
});
