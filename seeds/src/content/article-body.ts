/**
 * Builds an article's blocks from its story: an intro, one rotating feature block (so the sample set
 * covers the article block types), and a closing block that fits the category.
 */
import { PHOTO_FILES, imageDefinition, type ImageName } from '../images/catalogue';
import type { BlockInput, ImageRef } from '../types';
import { PRESS_CONTACT, SITE, productFor } from './copy';

export interface Firm {
  name: string;
  location: string;
  person: string;
  quote: string;
}

export interface Story {
  slug: string;
  title: string;
  summary: string;
  /** Category keys; the first is the card's label. */
  categories: string[];
  industries: string[];
  image: ImageName;
  /** ISO date-time of publication. */
  date: string;
  author?: string;
  firm?: Firm;
  featured?: boolean;
  redirectUrl?: string;
}

export const img = (name: ImageName): ImageRef => ({ sampleImage: name });

function otherImage(index: number, offset: number): ImageName {
  return PHOTO_FILES[(index * 5 + offset) % PHOTO_FILES.length];
}

function intro(story: Story): BlockInput {
  const product = productFor(story.industries);
  return {
    __component: 'article.text',
    content:
      `<p><strong>${story.summary}</strong></p>` +
      `<p>For ${product.audience}, the details matter: every drawing, model and schedule has to agree, and every change has to reach the whole team. ` +
      `That is the everyday work ${product.name} is built for, and it is the thread that runs through this story.</p>`,
  };
}

function feature(story: Story, index: number): BlockInput[] {
  const product = productFor(story.industries);
  const second = otherImage(index, 1);
  const third = otherImage(index, 2);
  switch (index % 10) {
    case 0:
      return [
        {
          __component: 'blocks.article-quote',
          quote: `<p>We stopped redrawing and started designing. That is the difference ${product.name} made for us.</p>`,
          author: story.firm?.person ?? 'Jordan Ellis, Design Lead',
          authorImage: img('seed-portrait-a.jpg'),
          grayBackground: true,
        },
      ];
    case 1:
      return [
        {
          __component: 'blocks.single-image',
          singleImage: img(second),
          alt: imageDefinition(second).alt,
          caption: 'Early concept studies, exported straight from the model.',
          credit: `Image: ${story.firm?.name ?? 'Meridian'}`,
          size: 'large',
        },
      ];
    case 2:
      return [
        {
          __component: 'blocks.article-image-to-side',
          title: 'From sketch to coordinated set',
          content:
            '<p>Design options live side by side in one file. Sheets, schedules and worksheets update as the model changes, so the set you issue is the set you designed.</p><ul><li>Live sections and elevations</li><li>Automatic schedules</li><li>One source of truth for the team</li></ul>',
          sectionImage: img(second),
          caption: 'Options compared in a single model.',
          reversed: index % 20 === 2,
          size: 'medium',
        },
      ];
    case 3:
      return [
        {
          __component: 'blocks.article-toggle',
          imageBefore: img(second),
          imageAfter: img(third),
          beforeLabel: 'Before',
          afterLabel: 'After',
          caption: 'The same view before and after the redesign.',
        },
      ];
    case 4:
      return [
        {
          __component: 'blocks.media-grid',
          caption: 'Three views of the finished project.',
          entries: [
            { type: 'images', image: img(story.image), alt: imageDefinition(story.image).alt },
            { type: 'images', image: img(second), alt: imageDefinition(second).alt },
            { type: 'images', image: img(third), alt: imageDefinition(third).alt },
          ],
        },
      ];
    case 5:
      return [
        {
          __component: 'blocks.reversible-quote',
          quote: '<p>Clients understand a space the moment they can walk through it. Our presentations are shorter and our approvals come faster.</p>',
          author: story.firm?.person ?? 'Priya Raman, Principal',
          singleImage: img('seed-portrait-b.jpg'),
          reversed: index % 20 === 5,
        },
      ];
    case 6:
      return [
        {
          __component: 'blocks.full-bleed-image',
          imageLarge: img(second),
          imageMedium: img(second),
          imageSmall: img(second),
          alternateText: imageDefinition(second).alt,
          caption: 'Rendered directly from the working model.',
          imageCredit: 'Meridian sample project',
        },
      ];
    case 7:
      return [
        {
          __component: 'blocks.quote-single',
          quote: '<p>The best tool is the one that disappears while you design.</p>',
          author: 'Marta Lindqvist',
          authorTitle: 'Head of Product Design, Meridian',
          authorImage: img('seed-portrait-a.jpg'),
        },
      ];
    case 8:
      return [
        {
          __component: 'blocks.chapters-collapse',
          title: 'In this article',
          items: [
            { title: 'The challenge', description: '<p>Tight deadlines, a distributed team and a client who wanted to see every option.</p>' },
            { title: 'The approach', description: `<p>One shared ${product.name} project, with design layers for each discipline.</p>` },
            { title: 'The result', description: '<p>Fewer coordination meetings and a set of documents that matched the model.</p>' },
          ],
        },
      ];
    default:
      return [
        {
          __component: 'blocks.article-hero',
          title: story.title,
          leadText: story.summary,
          media: img(second),
          caption: 'Project overview.',
          credit: 'Meridian sample image',
        },
      ];
  }
}

function closing(story: Story): BlockInput[] {
  const product = productFor(story.industries);
  const text: BlockInput = {
    __component: 'article.text',
    content: `<h2>What comes next</h2><p>${product.name} keeps evolving with the people who use it. Tell us what you are working on, and see how the latest release can help your team.</p>`,
  };
  const category = story.categories[0];
  if (category === 'company_news') {
    return [
      text,
      {
        __component: 'blocks.media-contact-card',
        title: 'Media contact',
        name: PRESS_CONTACT.name,
        role: PRESS_CONTACT.role,
        email: PRESS_CONTACT.email,
        phone: PRESS_CONTACT.phone,
        image: img('seed-portrait-b.jpg'),
      },
    ];
  }
  if (category === 'product_updates') {
    return [
      text,
      {
        __component: 'blocks.article-cta',
        title: `Try ${product.name} free for 30 days`,
        content: '<p>Full features, no credit card, and our onboarding team on call.</p>',
        ctaUrl: `${SITE}${product.path}/trial`,
        ctaLabel: 'Start your trial',
        openNewWindow: true,
        surface: 'dark',
      },
    ];
  }
  if (category === 'customer_stories' && story.firm) {
    return [
      { __component: 'blocks.article-quote', quote: `<p>${story.firm.quote}</p>`, author: `${story.firm.person}, ${story.firm.name}`, grayBackground: false },
      text,
    ];
  }
  return [text];
}

export function storyBlocks(story: Story, index: number): BlockInput[] {
  return [intro(story), ...feature(story, index), ...closing(story)];
}
