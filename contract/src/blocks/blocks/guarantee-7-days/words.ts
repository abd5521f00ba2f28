import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: '7-day guarantee', es: 'Garantía de 7 días' },
  mainField: 'title',
});
