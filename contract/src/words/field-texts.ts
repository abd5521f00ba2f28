import { humanLabel } from './human-label.js';
import { MODEL_TEXTS } from './model-texts.js';
import { URL_PLACEHOLDER, type FieldText } from './types.js';

/**
 * What Strapi's admin (and the builder, which reads the same content-manager configuration) calls
 * each model and each field: the one table of human labels, one-line descriptions and placeholders,
 * with the Spanish label for the admin's Spanish interface. Keyed by model uid and attribute, so a
 * new block's texts are one entry of BLOCK_TEXTS (block-texts.ts); a field named like one of BLOCK_FIELDS
 * takes its texts from there unless the block's entry says otherwise. A model or field missing here falls
 * back to a label made from its name (see `fieldTexts`), and the CMS's `field-texts.test.ts` lists what
 * is missing. Pure data with no Strapi import: the server applies it on start, the admin bundle reads
 * its Spanish labels from it.
 */

/** Fields every block has, or many blocks share with one meaning. */
export const BLOCK_FIELDS: Record<string, FieldText> = {
  title: { label: 'Title', es: 'Título' },
  subtitle: { label: 'Subtitle', es: 'Subtítulo' },
  description: { label: 'Description', es: 'Descripción' },
  content: { label: 'Content', es: 'Contenido' },
  leadText: { label: 'Lead text', es: 'Entradilla', description: 'The introduction, shown larger than the text.' },
  caption: { label: 'Caption', es: 'Pie de foto' },
  credit: { label: 'Image credit', es: 'Crédito de la imagen', placeholder: 'Photo: …' },
  buttonText: { label: 'Button text', es: 'Texto del botón' },
  buttonLink: { label: 'Button link', es: 'Enlace del botón', placeholder: URL_PLACEHOLDER },
  image: { label: 'Image', es: 'Imagen' },
  quote: { label: 'Quote', es: 'Cita' },
  author: { label: 'Author', es: 'Autor' },
  authorImage: { label: 'Author photo', es: 'Foto del autor' },
  reversed: { label: 'Image on the right', es: 'Imagen a la derecha', description: 'Swaps the image and the text.' },
  size: { label: 'Image size', es: 'Tamaño de la imagen' },
  items: { label: 'Items', es: 'Elementos' },
  darkMode: { label: 'Dark mode', es: 'Modo oscuro', description: 'Light text on a dark background (wins over Background).' },
  surface: { label: 'Background', es: 'Fondo', description: 'Light, neutral (default) or dark section background.' },
};

/**
 * What the admin shows for the values of enumeration fields: Strapi looks an option up by its value
 * alone (the same in every model), so one entry per value.
 */
export const ENUM_LABELS: Record<string, { en: string; es: string }> = {
  light: { en: 'Light', es: 'Claro' },
  neutral: { en: 'Neutral', es: 'Neutro' },
  dark: { en: 'Dark', es: 'Oscuro' },
  small: { en: 'Small', es: 'Pequeña' },
  medium: { en: 'Medium', es: 'Mediana' },
  large: { en: 'Large', es: 'Grande' },
  Default: { en: 'Default', es: 'Predeterminado' },
  Event: { en: 'Event', es: 'Evento' },
  images: { en: 'Images', es: 'Imágenes' },
};

/** The names of the page types and of the component categories ("blocks"), as the admin shows them. */
export const GROUP_NAMES: Record<string, { en: string; es: string }> = {
  'api::article.article': { en: 'Article', es: 'Artículo' },
  'api::landing-page.landing-page': { en: 'Landing page', es: 'Página de destino' },
  blocks: { en: 'Blocks', es: 'Bloques' },
  article: { en: 'Article content', es: 'Contenido del artículo' },
  event: { en: 'Event', es: 'Evento' },
  shared: { en: 'Shared', es: 'Compartidos' },
};

/** Where a field's texts come from: its model's entry, the shared block fields, or its name. */
export type TextSource = 'model' | 'block-fields' | 'name';

/** The texts of one field; `isBlock` lets a component's field fall back to BLOCK_FIELDS. */
export function fieldTexts(uid: string, name: string, isBlock = !uid.includes('::')): FieldText & { source: TextSource } {
  const own = MODEL_TEXTS[uid]?.fields[name];
  if (own) return { ...own, source: 'model' };
  const shared = isBlock && Object.hasOwn(BLOCK_FIELDS, name) ? BLOCK_FIELDS[name] : undefined;
  if (shared) return { ...shared, source: 'block-fields' };
  const label = humanLabel(name);
  return { label, es: label, source: 'name' };
}
