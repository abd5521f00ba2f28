import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Stats', es: 'Cifras' },
  mainField: 'title',
  fields: {
    stats: { label: 'Figures', es: 'Cifras', description: 'Two to four, shown side by side (two a row on phones).' },
    footnote: { label: 'Footnote', es: 'Nota al pie', description: 'Optional: where the figures come from.', placeholder: 'Source: customer survey, 2026' },
  },
  components: {
    'shared.stat': {
      name: { en: 'Figure', es: 'Cifra' },
      mainField: 'value',
      fields: {
        value: { label: 'Value', es: 'Valor', description: 'The figure as it reads large: a number with its unit.', placeholder: '40%' },
        label: { label: 'What it measures', es: 'Qué mide', placeholder: 'faster drawing sets' },
      },
    },
  },
});
