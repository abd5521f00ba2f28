/**
 * Sample events (layout Event): several dates each, in different time zones, some cancelled, past
 * and upcoming. Upcoming dates are relative to the seed's clock; dateUnpublished is the end of the
 * last date, so an event leaves the events view when it is over.
 */
import type { ImageName } from '../images/catalogue';
import { dayFrom, zonedInstant } from '../time';
import type { ArticleSeed, ArticleSettingsInput, BlockInput, EventDateInput } from '../types';
import { img } from './article-body';
import { SITE } from './copy';

interface EventDay {
  /** Days from now (upcoming) or a fixed "YYYY-MM-DD" (past). */
  day: number | string;
  start: string;
  end: string;
  cancelled?: boolean;
  timeZone?: string;
  address?: string;
}

interface EventDefinition {
  slug: string;
  title: string;
  summary: string;
  category: string;
  industries: string[];
  image: ImageName;
  timeZone: string;
  address: string;
  days: EventDay[];
  /** Fixed announcement date for past events; upcoming ones are announced relative to now. */
  announced?: string;
  featured?: boolean;
  registerUrl: string;
  translation?: { slug: string; title: string; summary: string };
}

const DAY_MS = 86_400_000;

export const EVENTS: readonly EventDefinition[] = [
  {
    slug: 'meridian-at-greenbuild-expo',
    title: 'Meet Meridian at the Greenbuild Expo',
    summary: 'Live demos of energy analysis in Architect, three days on the show floor in Boston.',
    category: 'tradeshows',
    industries: ['BDLG'],
    image: 'seed-conference.jpg',
    timeZone: 'America/New_York',
    address: 'Boston Convention and Exhibition Center, 415 Summer St, Boston, MA',
    days: [
      { day: 12, start: '09:00', end: '17:00' },
      { day: 13, start: '09:00', end: '17:00' },
      { day: 14, start: '09:00', end: '13:00', cancelled: true },
    ],
    registerUrl: `${SITE}/events/greenbuild`,
  },
  {
    slug: 'webinar-whats-new-in-architect-2027',
    title: "Webinar: what's new in Architect 2027",
    summary: 'A one-hour tour of the release, run twice so every time zone can join live.',
    category: 'marketing_webinars',
    industries: ['BDLG', 'INT'],
    image: 'seed-webinar.jpg',
    timeZone: 'America/New_York',
    address: 'Online',
    days: [
      { day: 20, start: '11:00', end: '12:00' },
      { day: 21, start: '10:00', end: '11:00', timeZone: 'Europe/Berlin' },
    ],
    featured: true,
    registerUrl: `${SITE}/events/webinar-architect-2027`,
    translation: {
      slug: 'webinar-novedades-de-architect-2027',
      title: 'Webinar: novedades de Architect 2027',
      summary: 'Un recorrido de una hora por la nueva versión, en dos horarios.',
    },
  },
  {
    slug: 'landmark-site-design-training-berlin',
    title: 'Landmark site design training in Berlin',
    summary: 'Two hands-on days of grading, planting and documentation with certified trainers.',
    category: 'in_person_trainings',
    industries: ['LAND'],
    image: 'seed-park-hills.jpg',
    timeZone: 'Europe/Berlin',
    address: 'Meridian Training Centre, Friedrichstraße 68, 10117 Berlin',
    days: [
      { day: 35, start: '09:30', end: '17:00' },
      { day: 36, start: '09:30', end: '16:00' },
    ],
    registerUrl: `${SITE}/events/landmark-training-berlin`,
  },
  {
    slug: 'spotlight-fundamentals-online-course',
    title: 'Spotlight fundamentals: a live online course',
    summary: 'Three evening sessions for lighting designers starting out with Spotlight.',
    category: 'online_trainings',
    industries: ['ENT'],
    image: 'seed-theatre-lights.jpg',
    timeZone: 'Asia/Kolkata',
    address: 'Online',
    days: [
      { day: 45, start: '18:00', end: '20:00' },
      { day: 52, start: '18:00', end: '20:00', cancelled: true },
      { day: 59, start: '18:00', end: '20:00' },
    ],
    registerUrl: `${SITE}/events/spotlight-fundamentals`,
  },
  {
    slug: 'meridian-design-summit-sydney',
    title: 'Meridian Design Summit Sydney',
    summary: 'Keynotes, customer stories and the roadmap, live on Darling Harbour.',
    category: 'events',
    industries: ['BDLG', 'LAND', 'ENT', 'INT'],
    image: 'seed-waterfront.jpg',
    timeZone: 'Australia/Sydney',
    address: 'International Convention Centre, 14 Darling Dr, Sydney NSW',
    days: [
      { day: 80, start: '08:30', end: '18:00' },
      { day: 81, start: '08:30', end: '16:30' },
    ],
    registerUrl: `${SITE}/events/summit-sydney`,
  },
  {
    slug: 'meridian-at-ldi-2025',
    title: 'Meridian at LDI 2025',
    summary: 'Spotlight demos and a rigging workshop at the live design industry show.',
    category: 'tradeshows',
    industries: ['ENT'],
    image: 'seed-concert-stage.jpg',
    timeZone: 'America/Los_Angeles',
    address: 'Las Vegas Convention Center, 3150 Paradise Rd, Las Vegas, NV',
    days: [
      { day: '2025-11-21', start: '10:00', end: '18:00' },
      { day: '2025-11-22', start: '10:00', end: '18:00' },
      { day: '2025-11-23', start: '10:00', end: '15:00' },
    ],
    announced: '2025-09-01T14:00:00.000Z',
    registerUrl: `${SITE}/events/ldi-2025`,
  },
  {
    slug: 'bim-coordination-workshop-mumbai',
    title: 'BIM coordination workshop in Mumbai',
    summary: 'A practical day on clash detection and model exchange for project teams.',
    category: 'in_person_trainings',
    industries: ['BDLG', 'INT'],
    image: 'seed-bim-model.jpg',
    timeZone: 'Asia/Kolkata',
    address: 'Bandra Kurla Complex, Mumbai, Maharashtra',
    days: [
      { day: '2026-02-12', start: '10:00', end: '17:00', cancelled: true },
      { day: '2026-02-19', start: '10:00', end: '17:00' },
    ],
    announced: '2025-12-10T08:00:00.000Z',
    registerUrl: `${SITE}/events/bim-workshop-mumbai`,
  },
];

function eventDates(event: EventDefinition, now: Date): EventDateInput[] {
  return event.days.map((d) => {
    const timeZone = d.timeZone ?? event.timeZone;
    const day = typeof d.day === 'number' ? dayFrom(now, d.day) : d.day;
    return {
      startDate: zonedInstant(day, d.start, timeZone).toISOString(),
      endDate: zonedInstant(day, d.end, timeZone).toISOString(),
      timeZone,
      address: d.address ?? event.address,
      cancelled: d.cancelled ?? false,
    };
  });
}

function eventBlocks(event: EventDefinition, dates: EventDateInput[]): BlockInput[] {
  return [
    {
      __component: 'article.text',
      content: `<p><strong>${event.summary}</strong></p><p>Bring your questions and your projects: our product specialists will be there all day, and every session leaves time for Q&amp;A.</p>`,
    },
    { __component: 'blocks.event-date', title: 'Dates', dates },
    {
      __component: 'event.cta',
      title: 'Save your seat',
      description: 'Places are limited. Register now and we will send you the agenda and joining details.',
      buttons: [{ label: 'Register', url: event.registerUrl, openInNewTab: true }],
    },
  ];
}

function eventSeed(event: EventDefinition, now: Date): ArticleSeed {
  const dates = eventDates(event, now);
  const lastEnd = Math.max(...dates.map((d) => Date.parse(d.endDate ?? d.startDate)));
  const firstStart = Math.min(...dates.map((d) => Date.parse(d.startDate)));
  // Announced well before the event and always in the past, earlier events announced earlier.
  const announced =
    event.announced ?? new Date(Math.min(now.getTime() - DAY_MS, now.getTime() - 100 * DAY_MS + (firstStart - now.getTime()) / 2)).toISOString();
  const settings: ArticleSettingsInput = {
    pageTitle: `${event.title} | Meridian Events`,
    description: event.summary,
    articleTitle: event.title,
    author: 'Meridian Events',
    datePublished: announced,
    dateUnpublished: new Date(lastEnd).toISOString(),
    mainImage: img(event.image),
    imageAltText: event.title,
    layout: 'Event',
    isFeatured: event.featured ?? false,
    redirectUrl: null,
    anchorLink: 'dates',
    profiledFirm: null,
    profiledFirmLocation: null,
    eventDates: dates,
  };
  const blocks = eventBlocks(event, dates);
  const t = event.translation;
  return {
    slug: event.slug,
    categories: [event.category],
    industries: event.industries,
    dateScheduled: null,
    draft: { settings, blocks },
    published: { settings, blocks },
    translation: t && {
      slug: t.slug,
      settings: { ...settings, articleTitle: t.title, pageTitle: `${t.title} | Eventos de Meridian`, description: t.summary },
      blocks: [{ __component: 'article.text', content: `<p><strong>${t.summary}</strong></p>` }, ...blocks.slice(1)],
    },
  };
}

export function eventSeeds(now: Date): ArticleSeed[] {
  return EVENTS.map((event) => eventSeed(event, now));
}
