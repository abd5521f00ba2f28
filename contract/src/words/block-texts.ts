import { URL_PLACEHOLDER, type FieldText, type ModelTexts } from './types.js';

/** A block's name and field texts in Strapi's admin and the builder (see BLOCK_TEXTS). */
const block = (en: string, es: string, mainField: string | undefined, fields: Record<string, FieldText> = {}): ModelTexts => ({
  name: { en, es },
  mainField,
  fields,
});

/**
 * What Strapi's admin and the builder call each block, the field that names an entry, and the texts of
 * its fields (labels, Spanish labels, one-line descriptions, placeholders): one entry per block, and
 * per component a block repeats (the strip's logos). A field named like one of BLOCK_FIELDS
 * (field-texts.ts: title, surface, darkMode…) needs no entry; the CMS applies these on
 * start (cms/src/admin-views), and a test lists any block or field without a label.
 */
export const BLOCK_TEXTS: Record<string, ModelTexts> = {
  'article.text': block('Article text', 'Texto del artículo', undefined),
  'event.cta': block('Event call to action', 'Llamada a la acción del evento', 'title', {
    buttons: { label: 'Buttons', es: 'Botones', description: 'The site shows the first button.' },
  }),
  'blocks.article-cta': block('Call to action (article)', 'Llamada a la acción (artículo)', 'title', {
    ctaUrl: { label: 'Button link', es: 'Enlace del botón', placeholder: URL_PLACEHOLDER },
    ctaLabel: { label: 'Button text', es: 'Texto del botón' },
    openNewWindow: { label: 'Open in a new tab', es: 'Abrir en una pestaña nueva' },
  }),
  'blocks.article-hero': block('Article hero', 'Cabecera del artículo', 'title', {
    media: { label: 'Image', es: 'Imagen' },
  }),
  'blocks.article-image-to-side': block('Image beside text', 'Imagen junto al texto', 'title', {
    sectionImage: { label: 'Image', es: 'Imagen' },
  }),
  'blocks.article-quote': block('Quote (article)', 'Cita (artículo)', 'author', {
    grayBackground: { label: 'Grey background', es: 'Fondo gris' },
  }),
  'blocks.article-toggle': block('Before and after images', 'Imágenes de antes y después', 'caption', {
    imageBefore: { label: 'Before image', es: 'Imagen de antes' },
    imageAfter: { label: 'After image', es: 'Imagen de después' },
    beforeLabel: { label: 'Before label', es: 'Etiqueta de antes', placeholder: 'Before' },
    afterLabel: { label: 'After label', es: 'Etiqueta de después', placeholder: 'After' },
  }),
  'blocks.author-image-left': block('Author with photo', 'Autor con foto', 'title'),
  'blocks.buy-simple': block('Buy call to action', 'Llamada a la compra', 'title'),
  'blocks.chapters-collapse': block('Chapters (collapsible)', 'Capítulos (desplegables)', 'title', {
    items: { label: 'Chapters', es: 'Capítulos' },
  }),
  'blocks.event-date': block('Event dates', 'Fechas del evento', 'title', {
    dates: { label: 'Dates', es: 'Fechas' },
  }),
  'blocks.faq-collapse': block('FAQ (collapsible)', 'Preguntas frecuentes (desplegables)', 'title', {
    items: { label: 'Questions', es: 'Preguntas' },
  }),
  'blocks.faq-list': block('FAQ (list)', 'Preguntas frecuentes (lista)', 'title', {
    items: { label: 'Questions', es: 'Preguntas' },
  }),
  'blocks.features-grid-3': block('Features (three columns)', 'Características (tres columnas)', 'title', {
    items: { label: 'Features', es: 'Características' },
  }),
  'blocks.full-bleed-image': block('Full-width image', 'Imagen a todo el ancho', 'alternateText', {
    imageLarge: { label: 'Image for wide screens', es: 'Imagen para pantallas anchas' },
    imageMedium: { label: 'Image for tablets', es: 'Imagen para tabletas', description: 'Optional: screens up to 1199 px wide.' },
    imageSmall: { label: 'Image for phones', es: 'Imagen para móviles', description: 'Optional: screens up to 767 px wide.' },
    alternateText: {
      label: 'Image description',
      es: 'Descripción de la imagen',
      description: 'What the image shows, for people who cannot see it (alt text).',
    },
    imageCredit: { label: 'Image credit', es: 'Crédito de la imagen', placeholder: 'Photo: …' },
  }),
  'blocks.guarantee-7-days': block('7-day guarantee', 'Garantía de 7 días', 'title'),
  'blocks.guarantee-10-days': block('10-day guarantee', 'Garantía de 10 días', 'title'),
  'blocks.guarantee-15-days': block('15-day guarantee', 'Garantía de 15 días', 'title'),
  'blocks.guarantee-30-days': block('30-day guarantee', 'Garantía de 30 días', 'title'),
  'blocks.hero-form-left': block('Hero with form', 'Cabecera con formulario', 'title', {
    buttonText: { label: 'Button text', es: 'Texto del botón', description: 'The form’s name and email inputs are fixed.' },
  }),
  'blocks.hero-image-left': block('Hero with image', 'Cabecera con imagen', 'title'),
  'blocks.hero-video-center': block('Hero with video', 'Cabecera con vídeo', 'title', {
    youtubeVideoCode: {
      label: 'YouTube video id',
      es: 'Id del vídeo de YouTube',
      description: 'The code after "v=" in the video’s address.',
      placeholder: 'dQw4w9WgXcQ',
    },
  }),
  'blocks.main-content': block('Main content', 'Contenido principal', 'title'),
  'blocks.media-contact-card': block('Media contact', 'Contacto de prensa', 'name', {
    name: { label: 'Name', es: 'Nombre' },
    role: { label: 'Role', es: 'Cargo' },
    email: { label: 'Email', es: 'Correo electrónico', placeholder: 'press@example.com' },
    phone: { label: 'Phone', es: 'Teléfono', placeholder: '+1 555 0100' },
    image: { label: 'Photo', es: 'Foto' },
  }),
  'blocks.media-grid': block('Image grid', 'Cuadrícula de imágenes', 'caption', {
    entries: { label: 'Images', es: 'Imágenes', description: 'Up to three: one is shown alone, two side by side, three in a row.' },
  }),
  'blocks.quote-single': block('Quote', 'Cita', 'author', {
    authorTitle: { label: 'Author’s role', es: 'Cargo del autor' },
  }),
  'blocks.raw-html': block('HTML', 'HTML', undefined, {
    html: { label: 'HTML', es: 'HTML', description: 'Sanitised on save: scripts and unsafe links are removed.' },
  }),
  'blocks.reversible-quote': block('Quote with image', 'Cita con imagen', 'author', {
    singleImage: { label: 'Image', es: 'Imagen' },
  }),
  'blocks.single-image': block('Image', 'Imagen', 'alt', {
    singleImage: { label: 'Image', es: 'Imagen' },
    alt: { label: 'Image description', es: 'Descripción de la imagen', description: 'What the image shows, for people who cannot see it (alt text).' },
  }),
  'blocks.text': block('Text', 'Texto', 'title'),
  'blocks.logo-strip': block('Logo strip', 'Franja de logotipos', 'title', {
    logos: { label: 'Logos', es: 'Logotipos', description: 'Up to 24: six a row on wide screens, two on phones.' },
    grayscale: { label: 'Grey until hovered', es: 'Gris hasta pasar el cursor', description: 'Logos show in grey and take their colours on hover or focus.' },
  }),
  'shared.logo': {
    name: { en: 'Logo', es: 'Logotipo' },
    mainField: 'alt',
    fields: {
      image: { label: 'Logo image', es: 'Imagen del logotipo' },
      alt: {
        label: 'Image description',
        es: 'Descripción de la imagen',
        description: 'The company’s name as the logo shows it (alt text; it also names the link).',
      },
      url: { label: 'Link', es: 'Enlace', description: 'Optional: the logo links here.', placeholder: URL_PLACEHOLDER },
      name: { label: 'Visible name', es: 'Nombre visible', description: 'Optional: shown under the logo.' },
    },
  },
};
