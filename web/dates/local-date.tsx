'use client';
import { formatCardDate, formatDateRange, formatTimeRange } from './format';
import { useHydrated } from './use-hydrated';

/**
 * Dates shown in the visitor's time zone. The server (and hydration) render them in `serverZone`,
 * then the browser re-renders them in its own zone.
 */
export function LocalDate({ iso, serverZone = 'UTC' }: { iso: string | null; serverZone?: string }) {
  const hydrated = useHydrated();
  if (!iso) return null;
  return <time dateTime={iso}>{formatCardDate(iso, hydrated ? undefined : serverZone)}</time>;
}

export function LocalDateRange({ start, end, serverZone = 'UTC' }: { start: string | null; end: string | null; serverZone?: string }) {
  const hydrated = useHydrated();
  return <span>{formatDateRange(start, end, hydrated ? undefined : serverZone)}</span>;
}

export function LocalTimeRange({ start, end, serverZone }: { start: string | null; end: string | null; serverZone: string }) {
  const hydrated = useHydrated();
  return <span className="event-date__time">{formatTimeRange(start, end, hydrated ? undefined : serverZone)}</span>;
}
