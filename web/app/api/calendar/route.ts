import { buildCalendar, zonedTimeToUtc } from '../../../event/ics';
import { isValidTimeZone } from '../../../dates/format';

/**
 * GET /api/calendar?name=&startDate=&startTime=&endDate=&endTime=&timeZone=&location=&status=
 * The .ics file of one event date: the add-to-calendar fallback when the widget has not loaded.
 */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const name = (params.get('name') ?? '').slice(0, 200).trim();
  const timeZone = params.get('timeZone') ?? 'UTC';
  if (!name) return Response.json({ error: { message: 'name is required' } }, { status: 400 });
  if (!isValidTimeZone(timeZone)) return Response.json({ error: { message: `timeZone "${String(timeZone).slice(0, 60)}" is not a time zone` } }, { status: 400 });
  const start = zonedTimeToUtc(params.get('startDate') ?? '', params.get('startTime') ?? '', timeZone);
  const end = zonedTimeToUtc(params.get('endDate') || params.get('startDate') || '', params.get('endTime') ?? '', timeZone);
  if (!start || !end) return Response.json({ error: { message: 'startDate/endDate must be YYYY-MM-DD and startTime/endTime HH:mm' } }, { status: 400 });
  const body = buildCalendar(
    [{ uid: `${start.getTime()}-${name.replace(/\W+/g, '-').toLowerCase()}@web`, title: name, start, end: end < start ? start : end, location: params.get('location')?.slice(0, 300), cancelled: params.get('status') === 'CANCELLED' }],
    { name, now: start },
  );
  const fileName = name.replace(/[^\w .-]+/g, '').trim() || 'event';
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}.ics"`,
      'cache-control': 'public, max-age=86400',
    },
  });
}
