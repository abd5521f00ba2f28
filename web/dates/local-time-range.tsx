'use client';
import { dayAndMonth, formatTimeRange } from './format';
import { useHydrated } from './use-hydrated';

/*
 * An event row's day and time range (event pages run React). Both are rendered in `serverZone` (the
 * event's) on the server and during hydration, and both in the visitor's zone once hydrated: the two
 * components read the same hydration flag, so they switch in the same render and the day always comes
 * from the zone of the times beside it.
 */

/** The row's day number and short month. */
export function LocalEventDay({ start, serverZone, locale }: { start: string | null; serverZone: string; locale?: string }) {
  const hydrated = useHydrated();
  const day = dayAndMonth(start, hydrated ? undefined : serverZone, locale);
  if (!day) return null;
  return (
    <>
      <span className="event-date__number">{day.day}</span>
      <span className="event-date__month">{day.month}</span>
    </>
  );
}

/** The row's time range with the zone's abbreviation; the end's day when it ends on another day. */
export function LocalTimeRange({ start, end, serverZone, locale }: { start: string | null; end: string | null; serverZone: string; locale?: string }) {
  const hydrated = useHydrated();
  return <span className="event-date__time">{formatTimeRange(start, end, hydrated ? undefined : serverZone, locale)}</span>;
}
