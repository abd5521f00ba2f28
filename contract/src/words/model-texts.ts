import { BLOCK_TEXTS } from './block-texts.generated.js';
import { URL_PLACEHOLDER, type ModelTexts } from './types.js';

/** The texts of the page types, their settings components and every other model an admin edits; blocks' own come from BLOCK_TEXTS. */
export const MODEL_TEXTS: Record<string, ModelTexts> = {
  'api::article.article': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', es: 'Título', description: 'The article title of the draft settings; set it there.' },
      uuid: { label: 'UUID', es: 'UUID', description: 'A permanent identifier, given by the CMS.' },
      slug: {
        label: 'Slug',
        es: 'Slug',
        description: 'The last part of the article’s address: /newsroom/{slug}. Lower-case words joined by hyphens.',
        placeholder: 'my-article',
      },
      dateScheduled: {
        label: 'Scheduled for',
        es: 'Programado para',
        description: 'The newsroom lists the published article only from this date and time. Empty: from its publish date.',
      },
      categories: { label: 'Categories', es: 'Categorías', description: 'The newsroom filters and the card label.' },
      industries: { label: 'Industries', es: 'Sectores', description: 'The newsroom’s industry filter.' },
      draftSettings: {
        label: 'Settings (draft)',
        es: 'Ajustes (borrador)',
        description: 'Title, dates, image and layout. Editors change these; Publish puts them on the site.',
      },
      draft: { label: 'Blocks (draft)', es: 'Bloques (borrador)', description: 'The article’s content. Publish puts it on the site.' },
      publishedSettings: { label: 'Settings (published)', es: 'Ajustes (publicados)', description: 'What the site shows; written only by Publish.' },
      published: { label: 'Blocks (published)', es: 'Bloques (publicados)', description: 'What the site shows; written only by Publish.' },
      createdAt: { label: 'Created', es: 'Creado' },
      updatedAt: { label: 'Last update', es: 'Última actualización' },
    },
  },
  'api::landing-page.landing-page': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', es: 'Título', description: 'The page’s name in lists and the builder.' },
      uuid: { label: 'UUID', es: 'UUID', description: 'A permanent identifier, given by the CMS.' },
      slug: { label: 'Slug', es: 'Slug', description: 'The page’s address: /{slug}. Lower-case words joined by hyphens.', placeholder: 'spring-offer' },
      datePublished: { label: 'Published on', es: 'Publicado el', description: 'The page’s date in the sitemap. Ahead of now: the page counts as scheduled.' },
      draftSettings: {
        label: 'SEO settings (draft)',
        es: 'Ajustes SEO (borrador)',
        description: 'Search engine title, description and image. Publish puts them on the site.',
      },
      draft: { label: 'Blocks (draft)', es: 'Bloques (borrador)', description: 'The page’s content. Publish puts it on the site.' },
      publishedSettings: { label: 'SEO settings (published)', es: 'Ajustes SEO (publicados)', description: 'What the site shows; written only by Publish.' },
      published: { label: 'Blocks (published)', es: 'Bloques (publicados)', description: 'What the site shows; written only by Publish.' },
      createdAt: { label: 'Created', es: 'Creado' },
      updatedAt: { label: 'Last update', es: 'Última actualización' },
    },
  },

  'shared.article-settings': {
    name: { en: 'Article settings', es: 'Ajustes del artículo' },
    mainField: 'articleTitle',
    fields: {
      articleTitle: { label: 'Article title', es: 'Título del artículo', description: 'The headline on the page and on newsroom cards.' },
      pageTitle: {
        label: 'Browser title',
        es: 'Título del navegador',
        description: 'The title in the browser tab and search results. Empty: the article title with the site name.',
      },
      description: { label: 'Summary', es: 'Resumen', description: 'Under the title on newsroom cards, and the description search engines show.' },
      author: { label: 'Author', es: 'Autor', description: 'The byline, unless a profiled firm is set.' },
      datePublished: {
        label: 'Publish date',
        es: 'Fecha de publicación',
        description: 'The date shown on the article. The newsroom lists it from this date on; ahead of now it counts as scheduled.',
      },
      dateUnpublished: {
        label: 'Unpublish date',
        es: 'Fecha de retirada',
        description:
          'When the article leaves the newsroom (for events: when the event ends). The main grid shows it only in its last 14 days. Empty: it stays.',
      },
      mainImage: { label: 'Main image', es: 'Imagen principal', description: 'On the article and its newsroom card.' },
      imageAltText: {
        label: 'Main image description',
        es: 'Descripción de la imagen principal',
        description: 'What the image shows, for people who cannot see it (alt text).',
      },
      layout: { label: 'Layout', es: 'Diseño', description: 'Event: the page shows the event dates and an add-to-calendar button.' },
      isFeatured: { label: 'Featured', es: 'Destacado', description: 'Shown in the newsroom’s featured area (the two newest) instead of the grid.' },
      redirectUrl: {
        label: 'Card links to',
        es: 'La tarjeta enlaza a',
        description: 'The newsroom card opens this address instead of the article.',
        placeholder: URL_PLACEHOLDER,
      },
      anchorLink: { label: 'Anchor name', es: 'Nombre de ancla', description: 'Letters, digits, - and _ only.', placeholder: 'section-name' },
      profiledFirm: { label: 'Profiled firm', es: 'Empresa presentada', description: 'Customer stories: the firm named in the byline instead of the author.' },
      profiledFirmLocation: { label: 'Profiled firm’s location', es: 'Ubicación de la empresa', placeholder: 'City, Country' },
      eventDates: { label: 'Event dates', es: 'Fechas del evento', description: 'Event layout: each date is shown and can be added to a calendar.' },
    },
  },
  'shared.landing-settings': {
    name: { en: 'Landing page SEO settings', es: 'Ajustes SEO de la página' },
    mainField: 'seoTitle',
    fields: {
      seoTitle: { label: 'Browser title', es: 'Título del navegador', description: 'The title in the browser tab and search results. Empty: the page title.' },
      seoDescription: { label: 'Search description', es: 'Descripción para buscadores', description: 'What search engines show under the title.' },
      seoImage: { label: 'Sharing image', es: 'Imagen para compartir', description: 'Shown when the page is shared on social networks.' },
    },
  },
  'shared.event-date': {
    name: { en: 'Event date', es: 'Fecha del evento' },
    mainField: 'address',
    fields: {
      startDate: { label: 'Starts', es: 'Empieza' },
      endDate: { label: 'Ends', es: 'Termina' },
      timeZone: { label: 'Time zone', es: 'Zona horaria', description: 'The zone the times are shown in, as an IANA name.', placeholder: 'America/New_York' },
      address: { label: 'Place', es: 'Lugar', description: 'An address, or "Online".' },
      cancelled: { label: 'Cancelled', es: 'Cancelado', description: 'Shown struck through, marked "Cancelled".' },
    },
  },
  'shared.faq-item': {
    name: { en: 'Question', es: 'Pregunta' },
    mainField: 'question',
    fields: {
      uuid: { label: 'UUID', es: 'UUID', description: 'A permanent identifier, given by the builder.' },
      question: { label: 'Question', es: 'Pregunta' },
      answer: { label: 'Answer', es: 'Respuesta' },
    },
  },
  'shared.list-item': {
    name: { en: 'List item', es: 'Elemento de lista' },
    mainField: 'title',
    fields: {
      uuid: { label: 'UUID', es: 'UUID', description: 'A permanent identifier, given by the builder.' },
      title: { label: 'Title', es: 'Título' },
      description: { label: 'Text', es: 'Texto' },
      image: { label: 'Image', es: 'Imagen' },
    },
  },

  // The blocks' own texts: each block's words.ts (contract/src/blocks/<category>/<name>/), gathered in BLOCK_TEXTS.
  ...BLOCK_TEXTS,
};
