/** Sample landing pages built from blocks; together they use every landing-page block type. */
import type { BlockInput, LandingPageSeed } from '../types';
import { img } from './article-body';
import { SITE } from './copy';

const PUBLISHED_AT = '2026-09-01T12:00:00.000Z';

const architectBlocks: BlockInput[] = [
  {
    __component: 'blocks.hero-image-left',
    title: 'Design buildings, not paperwork',
    subtitle: 'Meridian Architect brings modelling, documentation and rendering into one workspace.',
    buttonLink: `${SITE}/architect/trial`,
    buttonText: 'Start a free trial',
    image: img('seed-skyline-dusk.jpg'),
    surface: 'dark',
    darkMode: true,
  },
  {
    __component: 'blocks.features-grid-3',
    title: 'Everything a project needs',
    subtitle: 'From first sketch to issued set.',
    items: [
      {
        uuid: '4f6d0c1e-1a2b-4c3d-8e9f-0a1b2c3d4e01',
        title: 'Model',
        description: '<p>Walls, slabs, roofs and stairs that understand each other.</p>',
        image: img('seed-bim-model.jpg'),
      },
      {
        uuid: '4f6d0c1e-1a2b-4c3d-8e9f-0a1b2c3d4e02',
        title: 'Document',
        description: '<p>Sheets, sections and schedules that stay in step with the model.</p>',
        image: img('seed-floor-plan.jpg'),
      },
      {
        uuid: '4f6d0c1e-1a2b-4c3d-8e9f-0a1b2c3d4e03',
        title: 'Present',
        description: '<p>Photoreal renders and walkthroughs without leaving the file.</p>',
        image: img('seed-lobby-interior.jpg'),
      },
    ],
  },
  {
    __component: 'blocks.stats',
    title: 'What teams see in their first year',
    stats: [
      { value: '40%', label: 'faster drawing sets' },
      { value: '3×', label: 'more design options explored' },
      { value: '12 h', label: 'saved per project each week' },
      { value: '98%', label: 'of teams renew' },
    ],
    footnote: 'Source: survey of 1,200 Meridian Architect customers, 2026.',
    surface: 'light',
  },
  {
    __component: 'blocks.main-content',
    title: 'One model, every deliverable',
    leadText: 'Stop copying changes between drawings.',
    content:
      '<p>Change a wall once and every plan, section, elevation and schedule follows. Teams share the same project file, with design layers for each discipline.</p>',
  },
  {
    __component: 'blocks.article-image-to-side',
    title: 'Open by design',
    content: '<p>IFC, DWG and BCF in and out, certified for openBIM workflows.</p>',
    sectionImage: img('seed-office-tower.jpg'),
    caption: 'Certified openBIM exchange.',
    reversed: true,
    size: 'large',
  },
  {
    __component: 'blocks.quote-single',
    quote: '<p>We delivered the library three weeks early because our drawings never fell behind the model.</p>',
    author: 'Kaito Mori',
    authorTitle: 'Principal, Studio Kaito',
    authorImage: img('seed-portrait-a.jpg'),
    surface: 'light',
  },
  {
    __component: 'blocks.logo-strip',
    title: 'Trusted by studios around the world',
    grayscale: true,
    logos: [
      { image: img('seed-logo-harbor-pine.jpg'), alt: 'Harbor & Pine Landscape', url: '/en-US/newsroom/harbor-and-pine-redesign-a-waterfront' },
      { image: img('seed-logo-studio-kaito.jpg'), alt: 'Studio Kaito', url: '/en-US/newsroom/studio-kaito-builds-a-timber-library' },
      { image: img('seed-logo-lumen-live.jpg'), alt: 'Lumen Live Productions', url: '/en-US/newsroom/lumen-live-lights-a-stadium-tour' },
      { image: img('seed-logo-casa-norte.jpg'), alt: 'Casa Norte Interiors', url: '/en-US/newsroom/casa-norte-interiors-hospitality-refresh' },
      { image: img('seed-logo-greenline.jpg'), alt: 'Greenline Architects', url: '/en-US/newsroom/greenline-architects-net-zero-school' },
      { image: img('seed-logo-atelier-nord.jpg'), alt: 'Atelier Nord', url: '/en-US/newsroom/atelier-nord-flexible-office-fitout' },
    ],
  },
  {
    __component: 'blocks.guarantee-30-days',
    title: '30-day money-back guarantee',
    description: 'If Architect is not right for your studio, get a full refund within 30 days.',
    buttonLink: `${SITE}/legal/refunds`,
    buttonText: 'Read the terms',
  },
  {
    __component: 'blocks.faq-collapse',
    title: 'Frequently asked questions',
    items: [
      {
        uuid: '5a7e1d2f-2b3c-4d4e-9f0a-1b2c3d4e5f01',
        question: 'Can I open files from other BIM tools?',
        answer: '<p>Yes. Architect imports and exports IFC 2x3, IFC 4 and IFC 4.3, plus DWG and DXF.</p>',
      },
      {
        uuid: '5a7e1d2f-2b3c-4d4e-9f0a-1b2c3d4e5f02',
        question: 'Does it run on Mac and Windows?',
        answer: '<p>Yes, with the same features and file format on both.</p>',
      },
    ],
  },
  {
    __component: 'blocks.buy-simple',
    title: 'Ready when you are',
    subtitle: 'Annual and monthly subscriptions, with volume pricing for studios.',
    buttonLink: `${SITE}/architect/buy`,
    buttonText: 'See pricing',
    surface: 'neutral',
  },
];

const eventsBlocks: BlockInput[] = [
  {
    __component: 'blocks.hero-video-center',
    title: 'Meridian Design Summit',
    subtitle: 'Two days of keynotes, workshops and the people who design with Meridian.',
    youtubeVideoCode: 'M7lc1UVf-VE',
    darkMode: true,
    surface: 'dark',
  },
  {
    __component: 'blocks.text',
    title: 'Why attend',
    content: '<p>Meet the product teams, learn from customers who shipped remarkable projects, and get hands-on with the next release before anyone else.</p>',
  },
  {
    __component: 'blocks.event-date',
    title: 'Summit dates',
    dates: [
      {
        startDate: '2027-05-12T13:00:00.000Z',
        endDate: '2027-05-12T21:00:00.000Z',
        timeZone: 'America/New_York',
        address: 'Javits Center, 429 11th Ave, New York, NY',
        cancelled: false,
      },
      {
        startDate: '2027-05-13T13:00:00.000Z',
        endDate: '2027-05-13T19:00:00.000Z',
        timeZone: 'America/New_York',
        address: 'Javits Center, 429 11th Ave, New York, NY',
        cancelled: false,
      },
    ],
  },
  {
    __component: 'blocks.chapters-collapse',
    title: 'Programme',
    items: [
      {
        uuid: '6b8f2e30-3c4d-4e5f-8a1b-2c3d4e5f6a01',
        title: 'Day one: keynotes and roadmap',
        description: '<p>The year ahead for Architect, Landmark and Spotlight.</p>',
      },
      {
        uuid: '6b8f2e30-3c4d-4e5f-8a1b-2c3d4e5f6a02',
        title: 'Day two: workshops',
        description: '<p>Eight tracks of hands-on sessions, from BIM coordination to festival site planning.</p>',
      },
    ],
  },
  {
    __component: 'blocks.media-grid',
    caption: 'Scenes from last year.',
    entries: [
      { type: 'images', image: img('seed-conference.jpg'), alt: 'Keynote audience' },
      { type: 'images', image: img('seed-concert-stage.jpg'), alt: 'Evening event stage' },
    ],
  },
  {
    __component: 'blocks.author-image-left',
    title: 'Your host: Marta Lindqvist',
    image: img('seed-portrait-a.jpg'),
    description: 'Head of Product Design at Meridian, Marta has hosted the summit since its first edition.',
  },
  {
    __component: 'event.cta',
    title: 'Early-bird tickets',
    description: 'Save 30% when you register before March 31.',
    buttons: [
      { label: 'Register now', url: `${SITE}/events/summit`, openInNewTab: true },
      { label: 'See the agenda', url: `${SITE}/events/summit/agenda`, openInNewTab: false },
    ],
  },
  {
    __component: 'blocks.faq-list',
    title: 'Good to know',
    items: [
      {
        uuid: '7c903f41-4d5e-4f6a-9b2c-3d4e5f6a7b01',
        question: 'Is there a virtual ticket?',
        answer: '<p>Yes: keynotes are streamed live and recordings are available to all ticket holders.</p>',
      },
      {
        uuid: '7c903f41-4d5e-4f6a-9b2c-3d4e5f6a7b02',
        question: 'Can I transfer my ticket?',
        answer: '<p>Tickets can be transferred to a colleague until one week before the summit.</p>',
      },
    ],
  },
  {
    __component: 'blocks.media-contact-card',
    title: 'Press accreditation',
    name: 'Dana Whitfield',
    role: 'Director of Communications',
    email: 'press@meridian.example',
    phone: '+1 410 555 0142',
    image: img('seed-portrait-b.jpg'),
  },
];

const trialBlocks: BlockInput[] = [
  {
    __component: 'blocks.hero-form-left',
    title: 'Try the full design suite free',
    subtitle: 'Architect, Landmark and Spotlight for 30 days. No credit card needed.',
    buttonText: 'Get my trial',
  },
  {
    __component: 'blocks.full-bleed-image',
    imageLarge: img('seed-waterfront.jpg'),
    imageMedium: img('seed-waterfront.jpg'),
    imageSmall: img('seed-waterfront.jpg'),
    alternateText: 'Waterfront park designed in Landmark',
    caption: 'Designed in Landmark by Harbor & Pine.',
    imageCredit: 'Harbor & Pine Landscape',
  },
  {
    __component: 'blocks.article-hero',
    title: 'Built for designers',
    leadText: 'Buildings, landscapes and stages share one engine and one file format.',
    media: img('seed-museum-facade.jpg'),
    caption: 'A museum extension modelled in Architect.',
    credit: 'Meridian sample project',
  },
  {
    __component: 'blocks.article-toggle',
    imageBefore: img('seed-floor-plan.jpg'),
    imageAfter: img('seed-lobby-interior.jpg'),
    beforeLabel: 'Plan',
    afterLabel: 'Render',
    caption: 'From plan to render in the same model.',
  },
  {
    __component: 'blocks.reversible-quote',
    quote: '<p>The trial convinced our whole studio in a week.</p>',
    author: 'Ingrid Halvorsen, Atelier Nord',
    singleImage: img('seed-portrait-b.jpg'),
    reversed: false,
  },
  {
    __component: 'blocks.article-quote',
    quote: '<p>Our crews get plots they can actually read.</p>',
    author: 'Oliver Grant, Lumen Live',
    authorImage: img('seed-portrait-a.jpg'),
    grayBackground: true,
  },
  {
    __component: 'blocks.single-image',
    singleImage: img('seed-concert-stage.jpg'),
    alt: 'A concert stage lit in Spotlight',
    caption: 'Lighting plot to show in one file.',
    credit: 'Lumen Live Productions',
    size: 'medium',
  },
  {
    __component: 'article.text',
    content: '<h2>What you get</h2><ul><li>Every feature of every product</li><li>Onboarding webinars</li><li>Support by chat and email</li></ul>',
  },
  {
    __component: 'blocks.raw-html',
    html: '<div class="trial-comparison"><table><thead><tr><th>Plan</th><th>Trial</th><th>Subscription</th></tr></thead><tbody><tr><td>Cloud rendering</td><td>10 hours</td><td>Unlimited</td></tr><tr><td>Support</td><td>Chat</td><td>Chat and phone</td></tr></tbody></table></div>',
  },
  {
    __component: 'blocks.guarantee-7-days',
    title: '7-day cancellation',
    description: 'Convert to a subscription and cancel within 7 days for a full refund.',
    buttonLink: `${SITE}/legal/refunds`,
    buttonText: 'Details',
  },
  {
    __component: 'blocks.guarantee-10-days',
    title: '10-day setup promise',
    description: 'Our onboarding team gets your templates ready within 10 working days.',
    buttonLink: `${SITE}/service-select`,
    buttonText: 'About onboarding',
  },
  {
    __component: 'blocks.guarantee-15-days',
    title: '15-day migration help',
    description: 'Bring your old files: we help convert them during your first 15 days.',
    buttonLink: `${SITE}/support/migration`,
    buttonText: 'Migration help',
  },
  {
    __component: 'blocks.article-cta',
    title: 'Questions before you start?',
    content: '<p>Talk to a product specialist about your workflow.</p>',
    ctaUrl: `${SITE}/company/contacts`,
    ctaLabel: 'Contact sales',
    openNewWindow: false,
    surface: 'light',
  },
];

export const LANDING_PAGES: readonly LandingPageSeed[] = [
  {
    slug: 'architect-for-studios',
    title: 'Meridian Architect for studios',
    datePublished: PUBLISHED_AT,
    draft: {
      settings: {
        seoTitle: 'Meridian Architect for design studios',
        seoDescription: 'BIM modelling, documentation and rendering in one workspace.',
        seoImage: img('seed-skyline-dusk.jpg'),
      },
      blocks: architectBlocks,
    },
    published: {
      settings: {
        seoTitle: 'Meridian Architect for design studios',
        seoDescription: 'BIM modelling, documentation and rendering in one workspace.',
        seoImage: img('seed-skyline-dusk.jpg'),
      },
      blocks: architectBlocks,
    },
    translation: {
      slug: 'architect-para-estudios',
      title: 'Meridian Architect para estudios',
      settings: {
        seoTitle: 'Meridian Architect para estudios de diseño',
        seoDescription: 'Modelado BIM, documentación y renderizado en un solo espacio de trabajo.',
        seoImage: img('seed-skyline-dusk.jpg'),
      },
      blocks: [
        {
          __component: 'blocks.hero-image-left',
          title: 'Diseñe edificios, no papeleo',
          subtitle: 'Modelado, documentación y renderizado en un solo espacio de trabajo.',
          buttonLink: `${SITE}/architect/trial`,
          buttonText: 'Pruebe gratis',
          image: img('seed-skyline-dusk.jpg'),
          surface: 'dark',
          darkMode: true,
        },
        {
          __component: 'blocks.buy-simple',
          title: 'Cuando usted quiera',
          subtitle: 'Suscripciones anuales y mensuales.',
          buttonLink: `${SITE}/architect/buy`,
          buttonText: 'Ver precios',
        },
      ],
    },
  },
  {
    slug: 'design-summit-2027',
    title: 'Meridian Design Summit 2027',
    datePublished: PUBLISHED_AT,
    draft: {
      settings: {
        seoTitle: 'Meridian Design Summit 2027',
        seoDescription: 'Keynotes, workshops and the roadmap, live in New York.',
        seoImage: img('seed-conference.jpg'),
      },
      blocks: [...eventsBlocks, { __component: 'blocks.text', title: 'Venue map (coming soon)', content: '<p>Draft: the venue map will be added here.</p>' }],
    },
    published: {
      settings: {
        seoTitle: 'Meridian Design Summit 2027',
        seoDescription: 'Keynotes, workshops and the roadmap, live in New York.',
        seoImage: img('seed-conference.jpg'),
      },
      blocks: eventsBlocks,
    },
  },
  {
    slug: 'free-trial',
    title: 'Free trial of the Meridian design suite',
    datePublished: PUBLISHED_AT,
    draft: {
      settings: {
        seoTitle: 'Free 30-day trial | Meridian',
        seoDescription: 'Try Architect, Landmark and Spotlight free for 30 days.',
        seoImage: img('seed-waterfront.jpg'),
      },
      blocks: trialBlocks,
    },
    published: {
      settings: {
        seoTitle: 'Free 30-day trial | Meridian',
        seoDescription: 'Try Architect, Landmark and Spotlight free for 30 days.',
        seoImage: img('seed-waterfront.jpg'),
      },
      blocks: trialBlocks,
    },
  },
  {
    slug: 'landmark-launch-draft',
    title: 'Landmark 2027 launch page (draft)',
    datePublished: null,
    draft: {
      settings: { seoTitle: 'Landmark 2027', seoDescription: 'Working copy of the launch page.', seoImage: img('seed-park-hills.jpg') },
      blocks: [{ __component: 'blocks.hero-image-left', title: 'Landmark 2027', subtitle: 'Coming soon.', image: img('seed-park-hills.jpg') }],
    },
    published: null,
  },
];
