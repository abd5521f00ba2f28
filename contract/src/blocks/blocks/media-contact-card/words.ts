import { defineWords } from '../../../words/define.js';
import type schema from './schema.js';

export default defineWords<typeof schema>({
  name: { en: 'Media contact', es: 'Contacto de prensa' },
  mainField: 'name',
  fields: {
    name: { label: 'Name', es: 'Nombre' },
    role: { label: 'Role', es: 'Cargo' },
    email: { label: 'Email', es: 'Correo electrónico', placeholder: 'press@example.com' },
    phone: { label: 'Phone', es: 'Teléfono', placeholder: '+1 555 0100' },
    image: { label: 'Photo', es: 'Foto' },
  },
});
