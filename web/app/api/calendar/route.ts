import { generate, normalize, validationReasons } from 'widget/core';

/**
 * GET /api/calendar?name=&startDate=&startTime=&endDate=&endTime=&timeZone=&location=&status=
 * The .ics file of one event date: the add-to-calendar fallback when the widget has not loaded. It is
 * the file the widget's iCal option would give (the widget's core writes it), and a date the widget
 * would refuse is refused here with its reasons (400).
 */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const field = (key: string, max = 40) => params.get(key)?.slice(0, max) || undefined;
  const name = field('name', 200)?.trim();
  if (!name) return Response.json({ error: { message: 'name is required' } }, { status: 400 });
  const context = { now: Date.now() };
  const config = normalize(
    {
      name,
      startDate: field('startDate'),
      startTime: field('startTime'),
      endDate: field('endDate'),
      endTime: field('endTime'),
      timeZone: field('timeZone', 100),
      location: field('location', 300),
      status: field('status'),
      iCalFileName: name,
      options: ['iCal'],
    },
    context,
  );
  const reasons = validationReasons(config, context);
  if (reasons.length) return Response.json({ error: { message: reasons.join('; ') } }, { status: 400 });
  // One valid date and the iCal option, neither past-disabled nor a subscription: always a file.
  const file = generate(config, context).dates[0]?.options[0];
  if (file?.kind !== 'ics') throw new Error(`the widget gave no .ics file for "${name}"`);
  return new Response(file.ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'public, max-age=86400',
    },
  });
}
