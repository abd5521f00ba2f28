import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Event dates', es: 'Fechas del evento' },
  mainField: 'title',
  fields: {
    dates: { label: 'Dates', es: 'Fechas' },
  },
});
