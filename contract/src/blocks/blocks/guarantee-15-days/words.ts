import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: '15-day guarantee', es: 'Garantía de 15 días' },
  mainField: 'title',
});
