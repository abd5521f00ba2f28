import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: '30-day guarantee', es: 'Garantía de 30 días' },
  mainField: 'title',
});
