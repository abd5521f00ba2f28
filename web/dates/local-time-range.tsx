'use client';
import { formatTimeRange } from './format';
import { useHydrated } from './use-hydrated';

/** An event's time range: rendered in `serverZone` (the event's), then in the visitor's once hydrated (event pages run React). */
export function LocalTimeRange({ start, end, serverZone }: { start: string | null; end: string | null; serverZone: string }) {
  const hydrated = useHydrated();
  return <span className="event-date__time">{formatTimeRange(start, end, hydrated ? undefined : serverZone)}</span>;
}
