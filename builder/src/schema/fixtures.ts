import type { ComponentMap, ContentTypeSchema } from './types';

/** Component schemas shaped like the CMS's answer to GET /content-type-builder/components. */
export const components: ComponentMap = {
  'blocks.hero-image-left': {
    uid: 'blocks.hero-image-left',
    category: 'blocks',
    schema: {
      displayName: 'HeroImageLeft',
      attributes: {
        title: { type: 'string', required: true },
        subtitle: { type: 'text' },
        buttonLink: { type: 'string', maxLength: 2048, pluginOptions: { sanitize: { kind: 'url' } } },
        image: { type: 'media', multiple: false, allowedTypes: ['images'] },
        darkMode: { type: 'boolean', default: false },
        surface: { type: 'enumeration', enum: ['light', 'neutral', 'dark'], default: 'neutral' },
      },
    },
  },
  'blocks.faq-collapse': {
    uid: 'blocks.faq-collapse',
    category: 'blocks',
    schema: {
      displayName: 'FAQCollapse',
      attributes: { title: { type: 'string' }, items: { type: 'component', repeatable: true, component: 'shared.faq-item', max: 2 } },
    },
  },
  'shared.faq-item': {
    uid: 'shared.faq-item',
    category: 'shared',
    schema: {
      displayName: 'FAQ item',
      attributes: {
        uuid: { type: 'string' },
        question: { type: 'string', required: true },
        answer: { type: 'richtext', pluginOptions: { sanitize: { kind: 'html' } } },
      },
    },
  },
  'blocks.event-date': {
    uid: 'blocks.event-date',
    category: 'blocks',
    schema: {
      displayName: 'EventDate',
      attributes: {
        startDate: { type: 'datetime', required: true },
        cta: { type: 'component', component: 'shared.button' },
        seats: { type: 'integer', min: 1, max: 500 },
        contact: { type: 'email' },
      },
    },
  },
  'shared.button': {
    uid: 'shared.button',
    category: 'shared',
    schema: {
      displayName: 'Button',
      attributes: { label: { type: 'string', required: true }, url: { type: 'string', required: true, pluginOptions: { sanitize: { kind: 'url' } } } },
    },
  },
  'shared.landing-settings': {
    uid: 'shared.landing-settings',
    category: 'shared',
    schema: { displayName: 'Landing page settings', attributes: { seoTitle: { type: 'string', maxLength: 10 } } },
  },
};

export const landingPage: ContentTypeSchema = {
  uid: 'api::landing-page.landing-page',
  schema: {
    displayName: 'Landing page',
    attributes: {
      uuid: { type: 'string' },
      slug: { type: 'uid', required: true, regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
      title: { type: 'string', required: true, maxLength: 255 },
      draft: { type: 'dynamiczone', components: ['blocks.hero-image-left'] },
      draftSettings: { type: 'component', component: 'shared.landing-settings' },
      publishedSettings: { type: 'component', component: 'shared.landing-settings' },
    },
  },
};
