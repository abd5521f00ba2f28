'use client';
import { formatCardDate, formatDateRange } from './format';
import { useHydrated } from './use-hydrated';

/**
 * Newsroom card dates in the visitor's time zone (spec: en-US long format in the visitor's zone). The
 * server does not know that zone: it renders `serverZone` (UTC), which hydration keeps, and the
 * component then renders again in the browser's own zone.
 */
export function LocalDate({ iso, serverZone = 'UTC', locale }: { iso: string | null; serverZone?: string; locale?: string }) {
  const hydrated = useHydrated();
  if (!iso) return null;
  return <time dateTime={iso}>{formatCardDate(iso, hydrated ? undefined : serverZone, locale)}</time>;
}

/** An event card's start-to-end range in the visitor's time zone (rendered in `serverZone` until hydrated, like LocalDate). */
export function LocalDateRange({ start, end, serverZone = 'UTC', locale }: { start: string | null; end: string | null; serverZone?: string; locale?: string }) {
  const hydrated = useHydrated();
  return <span>{formatDateRange(start, end, hydrated ? undefined : serverZone, locale)}</span>;
}
