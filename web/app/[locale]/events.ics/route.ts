import { getNewsroom } from '../../../cms-client/cms';
import { siteConfig } from '../../../config/site';
import { isLocale } from '../../../links/locale';
import { eventsFeed } from '../../../event/events-feed';

export const dynamic = 'force-dynamic';

/** An iCalendar feed of upcoming event dates (the newsroom's events view), subscribable in any calendar. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  let cards;
  try {
    cards = (await getNewsroom({ locale, page: 1, pageSize: 100, categories: ['events'], industries: [] })).data;
  } catch (error) {
    console.error('[events.ics] reading the events failed', { locale, message: (error as Error).message });
    return new Response('The events are unavailable, please try again later.', { status: 502 });
  }
  const body = eventsFeed(cards, { siteUrl: siteConfig.siteUrl, brandName: siteConfig.brandName, locale, now: Date.now() });
  return new Response(body, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="events.ics"', 'cache-control': 'public, max-age=300' },
  });
}
