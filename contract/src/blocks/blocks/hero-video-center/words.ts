import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Hero with video', es: 'Cabecera con vídeo' },
  mainField: 'title',
  fields: {
    youtubeVideoCode: {
      label: 'YouTube video id',
      es: 'Id del vídeo de YouTube',
      description: 'The code after "v=" in the video’s address.',
      placeholder: 'dQw4w9WgXcQ',
    },
  },
});
