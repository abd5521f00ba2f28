import { formatCardDate, formatDateRange } from './format';

/**
 * Newsroom card dates, server-rendered in `serverZone` (UTC); the newsroom's script
 * (enhance/local-dates.ts) writes them again in the visitor's time zone. No hook: the newsroom runs no
 * React in the browser.
 */
export function LocalDate({ iso, serverZone = 'UTC' }: { iso: string | null; serverZone?: string }) {
  if (!iso) return null;
  return (
    <time dateTime={iso} data-local-date="">
      {formatCardDate(iso, serverZone)}
    </time>
  );
}

export function LocalDateRange({ start, end, serverZone = 'UTC' }: { start: string | null; end: string | null; serverZone?: string }) {
  return (
    <span data-local-range="" data-start={start ?? ''} data-end={end ?? ''}>
      {formatDateRange(start, end, serverZone)}
    </span>
  );
}
