import { getNewsroom } from '../../../cms-client/cms';
import { siteConfig } from '../../../config/site';
import { isLocale } from '../../../links/locale';
import { buildCalendar, type IcsEvent } from '../../../event/ics';
import { orderedRange } from '../../../dates/format';

export const dynamic = 'force-dynamic';
const ONE_HOUR = 3_600_000;

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
  const now = Date.now();
  const events: IcsEvent[] = [];
  for (const card of cards) {
    const s = card.publishedSettings;
    const title = s.articleTitle || s.pageTitle || card.slug;
    s.eventDates.forEach((date, index) => {
      const range = orderedRange(date.startDate, date.endDate);
      if (!range) return;
      const end = range.end ?? new Date(range.start.getTime() + ONE_HOUR);
      if (end.getTime() < now) return;
      events.push({ uid: `${card.slug}-${index}-${locale}@${new URL(siteConfig.siteUrl).hostname}`, title, start: range.start, end, location: date.address, description: s.description, url: `${siteConfig.siteUrl}/${locale}/newsroom/${card.slug}`, cancelled: date.cancelled });
    });
  }
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  const body = buildCalendar(events, { name: `Events | ${siteConfig.brandName}` }).replace('METHOD:CANCEL', 'METHOD:PUBLISH');
  return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="events.ics"', 'cache-control': 'public, max-age=300' } });
}
